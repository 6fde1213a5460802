import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADOPTION_PAGE_SIZE,
  adoptionMessages,
  AdoptionListingAnswer,
  AdoptionListingPage,
  MyAdoptionListings,
} from '@petpal/contracts';
import { Binary, ObjectId } from 'mongodb';
import sharp from 'sharp';
import {
  containsText,
  createImagesService,
  IMAGE_NOT_YOURS,
  TEST_GPS_TEXT,
  testPhoto,
  uploadTestPhoto,
} from '../../images';
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
import {
  adoptionState,
  apply,
  createListing,
  listingBody,
  noticesOf,
  uploadListingPhoto,
} from './adoption.test-support';
import { createListingsRepository } from './listings.repository';
import { migrateLegacyListingPhotos } from './listings.service';

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
const photoOf = (by: Caller) => uploadListingPhoto(t.db, by);
const imageCount = () => t.db.collection('images').countDocuments();

describe('listing a pet', () => {
  it('lists a pet with the lister’s public name only, and shows it to anyone', async () => {
    const photo = await uploadTestPhoto(t.db, asha.id, { width: 320, height: 240 });
    const res = await asha.send(
      'POST',
      '/adoption/listings',
      listingBody([photo.id], { title: '  Bruno needs a sofa  ' }),
    );
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
    expect(listing.photos).toEqual([photo]);
    const seen = await getListing(guest(t), listing.id);
    expect(seen.viewer).toEqual({ own: false, canApply: false, canEdit: false, canRemove: false, application: null });
    expect(seen.applicationCount).toBeNull();
    expect((await getListing(ravi, listing.id)).viewer.canApply).toBe(true);
  });

  it('stores and returns HTML exactly as written (never as markup)', async () => {
    const title = '<script>alert("t")</script>';
    const description = '<img src=x onerror="alert(1)"> & <b>not bold</b>, a very good boy.';
    const id = await createListing(t.db, asha, { title, description, breed: '<i>Indie</i>' });
    const listing = await getListing(guest(t), id);
    expect(listing).toMatchObject({ title, description, breed: '<i>Indie</i>' });
    expect(await t.db.collection('community_adoption_listings').findOne({})).toMatchObject({ title, description });
  });

  it('refuses bad fields with each field’s message, changing nothing', async () => {
    const photoIds = [await photoOf(asha)];
    const before = await adoptionState(t.db);
    const res = await asha.send('POST', '/adoption/listings', {
      ...listingBody(photoIds),
      title: 'Hi',
      species: 'dragon',
      ageYears: 0,
      ageMonths: 0,
      fee: -5,
      currency: 'EUR',
      description: '   too short   ',
      city: '',
      photoIds: [],
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
      photoIds: adoptionMessages.photos,
      listerId: 'Unknown field.',
    });
    const noAge = await asha.send('POST', '/adoption/listings', listingBody(photoIds, { ageYears: 0, ageMonths: 0 }));
    expect((await errorOf(noAge)).fields).toEqual({ ageMonths: adoptionMessages.age });
    const operator = await asha.send('POST', '/adoption/listings', { ...listingBody(photoIds), city: { $ne: null } });
    expect(operator.status).toBe(400);
    const badId = await guest(t).send('GET', '/adoption/listings/%7B%22%24ne%22%3Anull%7D');
    expect(badId.status).toBe(400);
    expect(await adoptionState(t.db)).toEqual(before);
  });

  it('keeps 1 to 5 photos the lister uploaded (phone size), in order, served from the image pipeline', async () => {
    const phone = await uploadTestPhoto(t.db, asha.id, { width: 2400, height: 1800, noise: true, gps: true });
    const small = await uploadTestPhoto(t.db, asha.id, { width: 500, height: 500 });
    const res = await asha.send('POST', '/adoption/listings', listingBody([phone.id, small.id]));
    expect(res.status).toBe(201);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing.photos).toEqual([phone, small]);
    expect(phone.widths).toEqual([320, 640, 1280]);
    const served = await createImagesService(t.db).read(phone.id, 640);
    expect((await sharp(served.bytes).metadata()).width).toBe(640);
    expect(containsText(served.bytes, TEST_GPS_TEXT)).toBe(false);
    // Browsing carries the same references (the cover first).
    expect((await browse()).listings[0]!.photos).toEqual([phone, small]);
    // A phone-size photo is resized and encoded twice (WebP, AVIF): slow on a loaded machine.
  }, 90_000);

  it("refuses someone else's upload, an unknown id, one another record keeps, a data URL and a sixth photo", async () => {
    const mine = await photoOf(asha);
    const kept = await photoOf(asha);
    await createListing(t.db, asha, { photoIds: [kept] });
    const ravis = await photoOf(ravi);
    const six = await Promise.all(Array.from({ length: 6 }, () => photoOf(asha)));
    const before = await adoptionState(t.db);
    const list = (photoIds: unknown) =>
      asha.send('POST', '/adoption/listings', { ...listingBody([]), photoIds } as Record<string, unknown>);
    for (const ids of [[mine, ravis], ['A'.repeat(22)], [kept]]) {
      const res = await list(ids);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ photoIds: IMAGE_NOT_YOURS });
    }
    const dataUrl = await list(['data:image/png;base64,AAAA']);
    expect((await errorOf(dataUrl)).fields).toEqual({ 'photoIds.0': IMAGE_NOT_YOURS });
    const oldField = await asha.send('POST', '/adoption/listings', { ...listingBody([mine]), photos: ['x'] });
    expect((await errorOf(oldField)).fields).toEqual({ photos: 'Unknown field.' });
    expect((await errorOf(await list(six))).fields).toEqual({ photoIds: adoptionMessages.photos });
    // Nothing written: no listing, and no image claimed.
    expect(await adoptionState(t.db)).toEqual(before);
    // The refused call left `mine` free: it can still go on a listing.
    expect((await list([mine])).status).toBe(201);
  });

  it('limits listing to 5 a day per person and replays a retried POST with the same Idempotency-Key', async () => {
    const body = listingBody([await photoOf(asha)]);
    const first = await asha.send('POST', '/adoption/listings', body, { 'Idempotency-Key': 'k-1' });
    const again = await asha.send('POST', '/adoption/listings', body, { 'Idempotency-Key': 'k-1' });
    expect(await again.json()).toEqual(await first.json());
    for (let i = 0; i < 4; i++) await createListing(t.db, asha, { title: `Pet number ${i}` });
    const sixthBody = listingBody([await photoOf(asha)]);
    const sixth = await asha.send('POST', '/adoption/listings', sixthBody);
    expect(sixth.status).toBe(429);
    expect((await errorOf(sixth)).message).toBe(adoptionMessages.listingTooOften);
    clock.advance(DAY);
    // The refused listing freed its photo again.
    expect((await asha.send('POST', '/adoption/listings', sixthBody)).status).toBe(201);
  });

  it('shows today’s age: a pet listed at 11 months is a year old two months later', async () => {
    const id = await createListing(t.db, asha, { ageYears: 0, ageMonths: 11 });
    clock.advance(62 * DAY);
    expect((await getListing(guest(t), id)).age).toEqual({ years: 1, months: 1 });
  });
});

describe('browsing', () => {
  beforeEach(async () => {
    await createListing(t.db, asha, {
      title: 'Old cat',
      species: 'cat',
      ageYears: 9,
      ageMonths: 0,
      fee: 500,
      city: 'Pune',
    });
    clock.advance(60_000);
    await createListing(t.db, asha, { title: 'Puppy', ageYears: 0, ageMonths: 4, fee: 0, city: 'Mumbai' });
    clock.advance(60_000);
    await createListing(t.db, ravi, {
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
      await createListing(t.db, i % 2 ? asha : ravi, { title: `Filler pet ${i}` });
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
    id = await createListing(t.db, asha);
  });

  it('lets the lister edit fields and photos: kept by id, new ones uploaded, the dropped one deleted', async () => {
    const [kept] = (await getListing(asha, id)).photos;
    const added = await photoOf(asha);
    const res = await asha.send('PATCH', `/adoption/listings/${id}`, {
      title: 'Bruno, still looking',
      fee: 1500,
      ageYears: 3,
      ageMonths: 0,
      photoIds: [added, kept!.id],
    });
    expect(res.status).toBe(200);
    const { listing } = AdoptionListingAnswer.parse(await res.json());
    expect(listing).toMatchObject({ title: 'Bruno, still looking', fee: 1500, age: { years: 3, months: 0 } });
    expect(listing.editedAt).toBe(clock.now().toISOString());
    expect(listing.photos.map((photo) => photo.id)).toEqual([added, kept!.id]);
    const dropped = await asha.send('PATCH', `/adoption/listings/${id}`, { photoIds: [added] });
    expect(dropped.status).toBe(200);
    await expect(createImagesService(t.db).read(kept!.id, 320)).rejects.toThrow();
    expect(await imageCount()).toBe(1);
  });

  it("refuses an empty edit, someone else's or another listing's photo and an edit of a closed listing, changing nothing", async () => {
    const other = await createListing(t.db, ravi);
    const [foreign] = (await getListing(ravi, other)).photos;
    const ravis = await photoOf(ravi);
    const before = await adoptionState(t.db);
    const empty = await asha.send('PATCH', `/adoption/listings/${id}`, {});
    expect((await errorOf(empty)).fields).toEqual({ body: adoptionMessages.nothingToChange });
    for (const photoId of [foreign!.id, ravis, 'A'.repeat(22)]) {
      const stolen = await asha.send('PATCH', `/adoption/listings/${id}`, { title: 'Stolen', photoIds: [photoId] });
      expect((await errorOf(stolen)).fields).toEqual({ photoIds: IMAGE_NOT_YOURS });
    }
    const halfAge = await asha.send('PATCH', `/adoption/listings/${id}`, { ageYears: 4 });
    expect((await errorOf(halfAge)).fields).toEqual({ ageMonths: adoptionMessages.age });
    expect(await adoptionState(t.db)).toEqual(before);

    await asha.send('POST', `/adoption/listings/${id}/status`, { status: 'withdrawn' });
    const fresh = await photoOf(asha);
    const closed = await asha.send('PATCH', `/adoption/listings/${id}`, { title: 'Back again', photoIds: [fresh] });
    expect(closed.status).toBe(409);
    expect((await errorOf(closed)).message).toBe(adoptionMessages.closed);
    // The closed listing did not keep the new photo: it is still free for another listing.
    expect((await asha.send('POST', '/adoption/listings', listingBody([fresh]))).status).toBe(201);
  });

  it('moves photos stored the old way into the pipeline at start, once; an unreadable one is dropped', async () => {
    const [good, broken, orphan] = [new ObjectId(), new ObjectId(), new ObjectId()];
    const listingId = new ObjectId(id);
    await t.db
      .collection('community_adoption_listings')
      .updateOne({ _id: listingId }, { $set: { photoIds: [broken, good] }, $unset: { photos: '' } });
    const jpeg = await testPhoto({ width: 1600, height: 1200 });
    await t.db.collection('community_adoption_photos').insertMany([
      { _id: good, listingId, contentType: 'image/jpeg', data: new Binary(jpeg) },
      { _id: broken, listingId, contentType: 'image/jpeg', data: new Binary(jpeg.slice(0, 300)) },
      { _id: orphan, listingId: new ObjectId(), contentType: 'image/jpeg', data: new Binary(jpeg) },
    ]);
    const images = createImagesService(t.db);
    const before = await imageCount();
    expect(await migrateLegacyListingPhotos(createListingsRepository(t.db), images)).toBe(2);
    expect((await getListing(guest(t), id)).photos).toEqual([
      expect.objectContaining({ widths: [320, 640, 1280], width: 1280, height: 960 }),
    ]);
    expect(await t.db.collection('community_adoption_photos').countDocuments()).toBe(0);
    expect((await t.db.collection('community_adoption_listings').findOne({ _id: listingId }))?.photoIds).toBe(
      undefined,
    );
    expect(await imageCount()).toBe(before + 1);
    expect(await migrateLegacyListingPhotos(createListingsRepository(t.db), images)).toBe(0);
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
    expect(await adoptionState(t.db)).toEqual({ listings: [], images: [], applications: [] });
    const again = await admin.send('DELETE', `/adoption/listings/${id}`);
    expect(again.status).toBe(404);
  });
});
