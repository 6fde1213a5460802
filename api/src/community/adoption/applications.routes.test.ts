import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  adoptionMessages,
  AdoptionApplicationList,
  AdoptionListingAnswer,
  AdoptionListingPage,
  MyAdoptionApplications,
} from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createClock,
  createCommunityTestApp,
  errorOf,
  guest,
  signIn,
  signInAdmin,
  type Caller,
  type Clock,
  type CommunityTestApp,
} from '../community.test-support';
import { adoptionState, APPLICATION, apply, carriesContactOf, createListing, noticesOf } from './adoption.test-support';

const DAY = 86_400_000;
/** What community.test-support's signIn gives every pet owner: `<Name> Tester`, this phone. */
const PHONE = '+91 98765 43210';
const person = (caller: Caller, fullName: string) => ({ email: caller.user!.email!, fullName, phone: PHONE });

let test: TestDatabase;
let t: CommunityTestApp;
let clock: Clock;
let lister: Caller;
let adopter: Caller;
let other: Caller;
let listingId: string;

beforeEach(async () => {
  test = await createTestDatabase();
  clock = createClock();
  t = await createCommunityTestApp(test.db, { now: clock.now });
  lister = await signIn(t, 'lister@example.com');
  adopter = await signIn(t, 'adopter@example.com');
  other = await signIn(t, 'other@example.com');
  listingId = await createListing(test.db, lister);
});
afterEach(() => test.close());

const listingAs = async (by: Caller) => (await by.send('GET', `/adoption/listings/${listingId}`)).text();
const applicationsAs = (by: Caller) => by.send('GET', `/adoption/listings/${listingId}/applications`);
const applicationList = async (by: Caller) =>
  AdoptionApplicationList.parse(await (await applicationsAs(by)).json()).applications;

describe('applying', () => {
  it('takes one application per person, shows it on the listing and tells the lister', async () => {
    const res = await adopter.send('POST', `/adoption/listings/${listingId}/applications`, APPLICATION);
    expect(res.status).toBe(201);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing.viewer).toMatchObject({ canApply: false, application: { status: 'pending' } });
    expect(listing.contact).toBeNull();
    const again = await adopter.send('POST', `/adoption/listings/${listingId}/applications`, APPLICATION);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(adoptionMessages.alreadyApplied);
    const own = await lister.send('POST', `/adoption/listings/${listingId}/applications`, APPLICATION);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(adoptionMessages.ownListing);

    const [application] = await applicationList(lister);
    expect(application).toMatchObject({ applicantName: 'Adopter T.', message: APPLICATION.message, status: 'pending' });
    expect(JSON.parse(await listingAs(lister)).listing.applicationCount).toBe(1);
    expect(await noticesOf(t.db, lister.user!._id)).toEqual([
      { type: 'adoption_application', message: 'Adopter T. applied to adopt Bruno needs a sofa.', listingId },
    ]);
    const mine = MyAdoptionApplications.parse(await (await adopter.send('GET', '/adoption/applications/mine')).json());
    expect(mine.applications).toMatchObject([{ listingId, listingTitle: 'Bruno needs a sofa', status: 'pending' }]);
  });

  it('refuses a short message and a missing listing with clear messages, changing nothing', async () => {
    const before = await adoptionState(t.db);
    const short = await adopter.send('POST', `/adoption/listings/${listingId}/applications`, { message: '  hi  ' });
    expect(short.status).toBe(400);
    expect((await errorOf(short)).fields).toEqual({ message: adoptionMessages.applicationMessage });
    const extra = await adopter.send('POST', `/adoption/listings/${listingId}/applications`, {
      ...APPLICATION,
      status: 'accepted',
    });
    expect((await errorOf(extra)).fields).toEqual({ status: 'Unknown field.' });
    const missing = await adopter.send('POST', `/adoption/listings/${'a'.repeat(24)}/applications`, APPLICATION);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(adoptionMessages.listingNotFound);
    expect(await adoptionState(t.db)).toEqual(before);
  });

  it('keeps HTML in a message as text', async () => {
    const message = '<script>alert(1)</script> We have a <b>big</b> garden & a calm old cat.';
    await apply(adopter, listingId, message);
    expect((await applicationList(lister))[0]!.message).toBe(message);
  });

  it('limits applications to 10 a day per person', async () => {
    const listings = [];
    for (let i = 0; i < 5; i++) listings.push(await createListing(test.db, other, { title: `Pet number ${i}` }));
    clock.advance(DAY);
    for (let i = 0; i < 5; i++) listings.push(await createListing(test.db, other, { title: `Pet number ${i + 5}` }));
    for (const id of listings) await apply(adopter, id);
    const eleventh = await adopter.send('POST', `/adoption/listings/${listingId}/applications`, APPLICATION);
    expect(eleventh.status).toBe(429);
    expect((await errorOf(eleventh)).message).toBe(adoptionMessages.applyingTooOften);
  });
});

describe('accepting an adopter', () => {
  beforeEach(async () => {
    await apply(adopter, listingId);
    await apply(other, listingId);
  });

  it('shares contact details with nobody before the lister accepts', async () => {
    const listerContact = person(lister, 'Lister Tester');
    const adopterContact = person(adopter, 'Adopter Tester');
    for (const by of [guest(t), adopter, other, lister, await signInAdmin(t)]) {
      expect(carriesContactOf(await listingAs(by), listerContact)).toBe(false);
    }
    const seenByLister = await (await applicationsAs(lister)).text();
    expect(carriesContactOf(seenByLister, adopterContact)).toBe(false);
    const browsed = await (await guest(t).send('GET', '/adoption/listings')).text();
    expect(carriesContactOf(browsed, listerContact)).toBe(false);
    const mine = await (await lister.send('GET', '/adoption/listings/mine')).text();
    expect(carriesContactOf(mine, adopterContact)).toBe(false);
    const applied = await (await adopter.send('GET', '/adoption/applications/mine')).text();
    expect(carriesContactOf(applied, listerContact)).toBe(false);
  });

  it('accepts one: the pair see each other’s contact, the other applicant is told, the pet is pending', async () => {
    const [mine] = await applicationList(lister);
    const res = await lister.send('POST', `/adoption/applications/${mine!.id}/accept`);
    expect(res.status).toBe(200);
    const { applications } = AdoptionApplicationList.parse(await res.json());
    expect(applications.map((a) => [a.applicantName, a.status])).toEqual([
      ['Adopter T.', 'accepted'],
      ['Other T.', 'declined'],
    ]);
    expect(applications[0]!.contact).toEqual({
      name: 'Adopter Tester',
      email: 'adopter@example.com',
      phone: PHONE,
    });
    expect(applications[1]!.contact).toBeNull();

    const forAdopter = AdoptionListingAnswer.parse(JSON.parse(await listingAs(adopter))).listing;
    expect(forAdopter).toMatchObject({
      status: 'pending',
      viewer: { application: { status: 'accepted' } },
      contact: { name: 'Lister Tester', email: 'lister@example.com', phone: PHONE },
    });
    expect(carriesContactOf(await listingAs(other), person(lister, 'Lister Tester'))).toBe(false);
    expect(carriesContactOf(await listingAs(guest(t)), person(lister, 'Lister Tester'))).toBe(false);
    expect(JSON.parse(await listingAs(other)).listing.viewer.application.status).toBe('declined');

    expect(await noticesOf(t.db, adopter.user!._id)).toEqual([
      {
        type: 'adoption_accepted',
        message:
          'Lister T. accepted your application for Bruno needs a sofa. Open the listing to see their contact details.',
        listingId,
      },
    ]);
    expect((await noticesOf(t.db, other.user!._id)).map((n) => n.type)).toEqual(['adoption_declined']);
    const page = AdoptionListingPage.parse(await (await guest(t).send('GET', '/adoption/listings')).json());
    expect(page.listings).toEqual([]);

    const late = await signIn(t, 'late@example.com');
    const closed = await late.send('POST', `/adoption/listings/${listingId}/applications`, APPLICATION);
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe(adoptionMessages.notAvailable);
    const second = await lister.send('POST', `/adoption/applications/${applications[1]!.id}/accept`);
    expect(second.status).toBe(409);
    expect((await errorOf(second)).message).toBe(adoptionMessages.alreadyAccepted);

    const adopted = await lister.send('POST', `/adoption/listings/${listingId}/status`, { status: 'adopted' });
    expect(AdoptionListingAnswer.parse(await adopted.json()).listing.status).toBe('adopted');
    expect(JSON.parse(await listingAs(adopter)).listing.contact.email).toBe('lister@example.com');
  });

  it('lets only the lister accept, and says so', async () => {
    const [mine] = await applicationList(lister);
    const before = await adoptionState(t.db);
    const byOther = await other.send('POST', `/adoption/applications/${mine!.id}/accept`);
    expect(byOther.status).toBe(403);
    expect((await errorOf(byOther)).message).toBe(adoptionMessages.notYourListing);
    const missing = await lister.send('POST', `/adoption/applications/${'b'.repeat(24)}/accept`);
    expect(missing.status).toBe(404);
    expect(await adoptionState(t.db)).toEqual(before);
  });
});
