import type { ObjectId } from 'mongodb';
import { AdoptionListingAnswer, type CreateAdoptionListingInput } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { uploadTestPhoto } from '../../images';
import type { Caller } from '../community.test-support';

/** A small photo `by` uploaded (POST /api/images), free for a listing to keep: its id. */
export const uploadListingPhoto = async (db: DataPort, by: Caller) =>
  (await uploadTestPhoto(db, by.id, { width: 320, height: 240 })).id;

export const listingBody = (
  photoIds: string[],
  over: Partial<CreateAdoptionListingInput> = {},
): CreateAdoptionListingInput => ({
  title: 'Bruno needs a sofa',
  species: 'dog',
  breed: 'Indie',
  ageYears: 2,
  ageMonths: 3,
  sex: 'male',
  size: 'medium',
  vaccinated: true,
  neutered: true,
  goodWithKids: true,
  goodWithDogs: true,
  goodWithCats: false,
  description: 'Calm, house-trained and loves long walks on the beach.',
  fee: 0,
  currency: 'INR',
  city: 'Mumbai',
  area: 'Bandra West',
  photoIds,
  ...over,
});

/** A listing of `by`, with a photo they upload first unless `over` names its own. */
export async function createListing(
  db: DataPort,
  by: Caller,
  over: Partial<CreateAdoptionListingInput> = {},
): Promise<string> {
  const photoIds = over.photoIds ?? [await uploadListingPhoto(db, by)];
  const res = await by.send('POST', '/adoption/listings', listingBody(photoIds, over));
  if (res.status !== 201) throw new Error(`create listing: ${res.status} ${await res.text()}`);
  return AdoptionListingAnswer.parse(await res.json()).listing.id;
}

export const APPLICATION = { message: 'We have a garden, two kids who adore dogs and years of experience.' };

export async function apply(by: Caller, listingId: string, message = APPLICATION.message): Promise<void> {
  const res = await by.send('POST', `/adoption/listings/${listingId}/applications`, { message });
  if (res.status !== 201) throw new Error(`apply: ${res.status} ${await res.text()}`);
}

/** Everything adoption stores, to show that a refused call changed nothing. */
export async function adoptionState(db: DataPort): Promise<unknown> {
  const all = (name: string) =>
    db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
  return {
    listings: await all('community_adoption_listings'),
    images: await db
      .collection('images')
      .find({}, { sort: { _id: 1 }, projection: { claimedBy: 1 } })
      .toArray(),
    applications: await all('community_adoption_applications'),
  };
}

/** The bell notices a user received (read straight from the collection the notifications facade writes). */
export async function noticesOf(db: DataPort, userId: ObjectId) {
  const docs = await db
    .collection<{ type: string; title: string; message: string; metadata?: Record<string, string> }>('notifications')
    .find({ userId }, { sort: { _id: 1 } })
    .toArray();
  return docs.map((doc) => ({ type: doc.type, message: doc.message, listingId: doc.metadata?.listingId }));
}

/** True when `body` (an answer's text) carries none of the person's contact details. */
export const carriesContactOf = (body: string, person: { email: string; fullName: string; phone: string }) =>
  body.includes(person.email) || body.includes(person.fullName) || body.includes(person.phone);
