import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADOPTION_PAGE_SIZE,
  adoptionMessages,
  AdoptionListingAnswer,
  AdoptionListingPage,
  MyAdoptionListings,
} from '@petpal/contracts';
import { containsText, dataUrlOf, jpegWithExif, pngWithExif } from '../../lib/photos/photos.test-support';
import { perTest, perTestDatabase } from '../../test-support/per-test';
import {
  createClock,
  createCommunityTestApp,
  errorOf,
  guest,
  signIn,
  signInAdmin,
  type Caller,
} from '../community.test-support';
import { adoptionState, apply, createListing, listingBody, noticesOf, PHOTO } from './adoption.test-support';

const DAY = 86_400_000;
const clock = perTest(async () => createClock());
const t = perTestDatabase((db) => createCommunityTestApp(db, { now: clock.now }));
const asha = perTest(() => signIn(t, 'asha@example.com'));
const ravi = perTest(() => signIn(t, 'ravi@example.com'));

const getListing = async (by: Caller, id: string) =>
  AdoptionListingAnswer.parse(await (await by.send('GET', `/adoption/listings/${id}`)).json()).listing;
const browse = async (query = '') =>
  AdoptionListingPage.parse(await (await guest(t).send('GET', `/adoption/listings${query}`)).json());
const titles = (page: AdoptionListingPage) => page.listings.map((listing) => listing.title);

describe('listing a pet', () => {
  it('lists a pet with the lister’s public name only, and shows it to anyone', async () => {
    const res = await asha.send('POST', '/adoption/listings', listingBody({ title: '  Bruno needs a sofa  ' }));
    expect(res.status).toBe(201);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing).toMatchObject({
      title: 'Bruno needs a sofa',
      species: 'dog',
      breed: 'Indie',
      age: { years: 2, months: 3 },
      fee: 0,
      currency: 'INR',
      city: 'Mumbai',
      area: 'Bandra West',
      status: 'available',
      listerName: 'Asha T.',
      goodWith: { kids: true, dogs: true, cats: false },
      applicationCount: 0,
      viewer: { own: true, canApply: false, canEdit: true, canRemove: false, application: null },
      contact: null,
    });
    expect(listing.photos).toEqual([expect.stringMatching(/^\/api\/community\/adoption\/photos\/[a-f0-9]{24}$/)]);
    const seen = await getListing(guest(t), listing.id);
    expect(seen.viewer).toEqual({ own: false, canApply: false, canEdit: false, canRemove: false, application: null });
    expect(seen.applicationCount).toBeNull();
    expect((await getListing(ravi, listing.id)).viewer.canApply).toBe(true);
  });

  it('stores and returns HTML exactly as written (never as markup)', async () => {
    const title = '<script>alert("t")</script>';
    const description = '<img src=x onerror="alert(1)"> & <b>not bold</b>, a very good boy.';
    const id = await createListing(asha, { title, description, breed: '<i>Indie</i>' });
    const listing = await getListing(guest(t), id);
    expect(listing).toMatchObject({ title, description, breed: '<i>Indie</i>' });
    expect(await t.db.collection('community_adoption_listings').findOne({})).toMatchObject({ title, description });
  });

  it('refuses bad fields with each field’s message, changing nothing', async () => {
    const before = await adoptionState(t.db);
    const res = await asha.send('POST', '/adoption/listings', {
      ...listingBody(),
      title: 'Hi',
      species: 'dragon',
      ageYears: 0,
      ageMonths: 0,
      fee: -5,
      currency: 'EUR',
      description: '   too short   ',
      city: '',
      photos: [],
      listerId: 'x',
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      title: adoptionMessages.title,
      species: adoptionMessages.species,
      fee: adoptionMessages.fee,
      currency: adoptionMessages.currency,
      description: adoptionMessages.description,
      city: adoptionMessages.city,
      photos: adoptionMessages.photos,
      listerId: 'Unknown field.',
    });
    const noAge = await asha.send('POST', '/adoption/listings', listingBody({ ageYears: 0, ageMonths: 0 }));
    expect((await errorOf(noAge)).fields).toEqual({ ageMonths: adoptionMessages.age });
    const operator = await asha.send('POST', '/adoption/listings', { ...listingBody(), city: { $ne: null } });
    expect(operator.status).toBe(400);
    const badId = await guest(t).send('GET', '/adoption/listings/%7B%22%24ne%22%3Anull%7D');
    expect(badId.status).toBe(400);
    expect(await adoptionState(t.db)).toEqual(before);
  });

  it('takes 1 to 5 photos: type checked by their bytes, location metadata stripped, served from our URL', async () => {
    const res = await asha.send(
      'POST',
      '/adoption/listings',
      listingBody({ photos: [dataUrlOf('image/jpeg', jpegWithExif()), dataUrlOf('image/png', pngWithExif())] }),
    );
    expect(res.status).toBe(201);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing.photos).toHaveLength(2);
    const served = await guest(t).send('GET', listing.photos[0]!.replace('/api/community', ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(containsText(new Uint8Array(await served.arrayBuffer()), 'GPS')).toBe(false);

    const before = await adoptionState(t.db);
    const lying = await asha.send(
      'POST',
      '/adoption/listings',
      listingBody({ photos: [dataUrlOf('image/png', jpegWithExif())] }),
    );
    expect((await errorOf(lying)).fields).toEqual({ photo: 'Photo must be a JPEG, PNG or WebP image.' });
    const six = await asha.send('POST', '/adoption/listings', listingBody({ photos: Array(6).fill(PHOTO) }));
    expect((await errorOf(six)).fields).toEqual({ photos: adoptionMessages.photos });
    const big = dataUrlOf('image/jpeg', new Uint8Array(400 * 1024).fill(0xff));
    const heavy = await asha.send('POST', '/adoption/listings', listingBody({ photos: [big, big] }));
    expect((await errorOf(heavy)).fields).toEqual({ photos: adoptionMessages.photosTotal });
    expect(await adoptionState(t.db)).toEqual(before);
  });

  it('limits listing to 5 a day per person and replays a retried POST with the same Idempotency-Key', async () => {
    const body = listingBody();
    const first = await asha.send('POST', '/adoption/listings', body, { 'Idempotency-Key': 'k-1' });
    const again = await asha.send('POST', '/adoption/listings', body, { 'Idempotency-Key': 'k-1' });
    expect(await again.json()).toEqual(await first.json());
    for (let i = 0; i < 4; i++) await createListing(asha, { title: `Pet number ${i}` });
    const sixth = await asha.send('POST', '/adoption/listings', body);
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).message).toBe(adoptionMessages.listingTooOften);
    clock.advance(DAY);
    expect((await asha.send('POST', '/adoption/listings', body)).status).toBe(201);
  });

  it('shows today’s age: a pet listed at 11 months is a year old two months later', async () => {
    const id = await createListing(asha, { ageYears: 0, ageMonths: 11 });
    clock.advance(62 * DAY);
    expect((await getListing(guest(t), id)).age).toEqual({ years: 1, months: 1 });
  });
});

describe('browsing', () => {
  beforeEach(async () => {
    await createListing(asha, { title: 'Old cat', species: 'cat', ageYears: 9, ageMonths: 0, fee: 500, city: 'Pune' });
    clock.advance(60_000);
    await createListing(asha, { title: 'Puppy', ageYears: 0, ageMonths: 4, fee: 0, city: 'Mumbai' });
    clock.advance(60_000);
    await createListing(ravi, {
      title: 'Texas dog',
      ageYears: 3,
      ageMonths: 0,
      fee: 150,
      currency: 'USD',
      city: 'Austin (TX)',
    });
  });

  it('lists available pets newest first to guests, filtered by species, city, age and fee', async () => {
    expect(titles(await browse())).toEqual(['Texas dog', 'Puppy', 'Old cat']);
    expect(titles(await browse('?species=cat'))).toEqual(['Old cat']);
    expect(titles(await browse('?city=MUM'))).toEqual(['Puppy']);
    expect(titles(await browse('?city=(TX'))).toEqual(['Texas dog']);
    expect(titles(await browse('?city=.*'))).toEqual([]);
    expect(titles(await browse('?maxAgeMonths=11'))).toEqual(['Puppy']);
    expect(titles(await browse('?minAgeMonths=12&maxAgeMonths=95'))).toEqual(['Texas dog']);
    expect(titles(await browse('?minAgeMonths=96'))).toEqual(['Old cat']);
    expect(titles(await browse('?feeMax=200'))).toEqual(['Texas dog', 'Puppy']);
    expect(titles(await browse('?feeMax=200&currency=INR'))).toEqual(['Puppy']);
  });

  it('pages with a cursor and refuses a bad filter or cursor with a clear message', async () => {
    for (let i = 0; i < ADOPTION_PAGE_SIZE; i++) {
      clock.advance(DAY);
      await createListing(i % 2 ? asha : ravi, { title: `Filler pet ${i}` });
    }
    const first = await browse();
    expect(first.listings).toHaveLength(ADOPTION_PAGE_SIZE);
    const second = await browse(`?cursor=${first.nextCursor}`);
    expect(titles(second)).toEqual(['Texas dog', 'Puppy', 'Old cat']);
    expect(second.nextCursor).toBeNull();
    const bad = await guest(t).send('GET', '/adoption/listings?cursor=bm9wZQ');
    expect((await errorOf(bad)).message).toBe(adoptionMessages.cursor);
    const range = await guest(t).send('GET', '/adoption/listings?minAgeMonths=20&maxAgeMonths=10&feeMax=abc');
    expect((await errorOf(range)).fields).toEqual({
      feeMax: adoptionMessages.feeFilter,
      maxAgeMonths: adoptionMessages.ageRange,
    });
    expect((await guest(t).send('GET', '/adoption/listings?species[$ne]=cat')).status).toBe(400);
  });
});

describe('editing, withdrawing, adopting and removing', () => {
  let id: string;
  beforeEach(async () => {
    id = await createListing(asha);
  });

  it('lets the lister edit fields and photos: kept by path, new as data, the dropped one gone', async () => {
    const [kept] = (await getListing(asha, id)).photos;
    const added = dataUrlOf('image/png', pngWithExif());
    const res = await asha.send('PATCH', `/adoption/listings/${id}`, {
      title: 'Bruno, still looking',
      fee: 1500,
      ageYears: 3,
      ageMonths: 0,
      photos: [added, kept],
    });
    expect(res.status).toBe(200);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing).toMatchObject({ title: 'Bruno, still looking', fee: 1500, age: { years: 3, months: 0 } });
    expect(listing.editedAt).toBe(clock.now().toISOString());
    expect(listing.photos[1]).toBe(kept);
    const dropped = await asha.send('PATCH', `/adoption/listings/${id}`, { photos: [listing.photos[0]!] });
    expect(dropped.status).toBe(200);
    expect((await guest(t).send('GET', kept!.replace('/api/community', ''))).status).toBe(404);
    expect(await t.db.collection('community_adoption_photos').countDocuments()).toBe(1);
  });

  it('refuses an empty edit, a photo of another listing and an edit of a closed listing, changing nothing', async () => {
    const other = await createListing(ravi);
    const [foreign] = (await getListing(ravi, other)).photos;
    const before = await adoptionState(t.db);
    const empty = await asha.send('PATCH', `/adoption/listings/${id}`, {});
    expect((await errorOf(empty)).fields).toEqual({ body: adoptionMessages.nothingToChange });
    const stolen = await asha.send('PATCH', `/adoption/listings/${id}`, { photos: [foreign] });
    expect((await errorOf(stolen)).fields).toEqual({ photos: adoptionMessages.photoNotHere });
    const halfAge = await asha.send('PATCH', `/adoption/listings/${id}`, { ageYears: 4 });
    expect((await errorOf(halfAge)).fields).toEqual({ ageMonths: adoptionMessages.age });
    expect(await adoptionState(t.db)).toEqual(before);

    await asha.send('POST', `/adoption/listings/${id}/status`, { status: 'withdrawn' });
    const closed = await asha.send('PATCH', `/adoption/listings/${id}`, { title: 'Back again' });
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe(adoptionMessages.closed);
  });

  it('withdraws: gone from browse and from everyone but the lister; waiting applicants are told', async () => {
    await apply(ravi, id);
    const res = await asha.send('POST', `/adoption/listings/${id}/status`, { status: 'withdrawn' });
    expect(res.status).toBe(200);
    expect(AdoptionListingAnswer.parse(await res.json()).listing).toMatchObject({
      status: 'withdrawn',
      viewer: { canEdit: false },
    });
    expect(titles(await browse())).toEqual([]);
    expect((await guest(t).send('GET', `/adoption/listings/${id}`)).status).toBe(404);
    expect((await ravi.send('GET', `/adoption/listings/${id}`)).status).toBe(404);
    expect((await getListing(asha, id)).status).toBe('withdrawn');
    expect(await noticesOf(t.db, ravi.user!._id)).toEqual([
      {
        type: 'adoption_declined',
        message: 'Bruno needs a sofa is no longer listed. Thank you for applying.',
        listingId: id,
      },
    ]);
    const mine = MyAdoptionListings.parse(await (await asha.send('GET', '/adoption/listings/mine')).json());
    expect(mine.listings.map((listing) => listing.status)).toEqual(['withdrawn']);
  });

  it('marks adopted only after an adopter was accepted', async () => {
    const early = await asha.send('POST', `/adoption/listings/${id}/status`, { status: 'adopted' });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(adoptionMessages.notAccepted);
    const bad = await asha.send('POST', `/adoption/listings/${id}/status`, { status: 'available' });
    expect((await errorOf(bad)).fields).toEqual({ status: adoptionMessages.statusChange });
  });

  it('lets an admin remove a listing with its photos and applications', async () => {
    await apply(ravi, id);
    const admin = await signInAdmin(t);
    expect((await getListing(admin, id)).viewer.canRemove).toBe(true);
    expect((await admin.send('DELETE', `/adoption/listings/${id}`)).status).toBe(200);
    expect((await guest(t).send('GET', `/adoption/listings/${id}`)).status).toBe(404);
    expect(await adoptionState(t.db)).toEqual({ listings: [], photos: 0, applications: [] });
    const again = await admin.send('DELETE', `/adoption/listings/${id}`);
    expect(again.status).toBe(404);
  });
});
