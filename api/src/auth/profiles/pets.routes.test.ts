import { describe, expect, it } from 'vitest';
import { Binary, ObjectId } from 'mongodb';
import sharp from 'sharp';
import { ErrorBody, PetCreated, PetList, imageUrl } from '@petpal/contracts';
import { createImagesService, IMAGE_NOT_YOURS, testPhoto } from '../../images';
import { perTestDatabase } from '../../test-support/per-test';
import { createTestApp } from '../../test-support/test-app';
import { LEGACY_PET_PHOTOS_COLLECTION, PETS_COLLECTION } from './pets.repository';
import { MAX_PETS_PER_OWNER, migrateLegacyPetPhotos } from './pets.service';
import { createPetsRepository } from './pets.repository';
import { guest, signIn, type Caller } from './profiles.test-support';

const t = perTestDatabase(createTestApp);

/** A photo `owner` uploaded (POST /api/images does the same), as its id. */
const uploaded = async (owner: Caller) =>
  (
    await createImagesService(t.db).upload(
      owner.user._id.toHexString(),
      'image/png',
      await testPhoto({ format: 'png' }),
      Infinity,
    )
  ).id;

const rex = { name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24 };
const fieldsOf = async (res: Response) => ErrorBody.parse(await res.json()).error.fields;

/** A signed-in pet owner with a pet_owners record. */
async function petOwner(email: string): Promise<Caller> {
  const owner = await signIn(t.app, t.db, email, 'pet_owner');
  const res = await owner.send('PUT', '/api/auth/profile', {
    fullName: email.split('@')[0],
    phoneNumber: '9876543210',
    location: 'Mumbai',
  });
  expect(res.status).toBe(200);
  return owner;
}

async function addPet(owner: Caller, pet: Record<string, unknown> = rex) {
  const res = await owner.send('POST', '/api/auth/pets', pet);
  expect(res.status).toBe(201);
  return PetCreated.parse(await res.json()).pet;
}

describe('guests', () => {
  it.each([
    ['GET', '/api/auth/pets'],
    ['POST', '/api/auth/pets'],
    ['DELETE', '/api/auth/pets/0123456789abcdef01234567'],
  ])('get 401 from %s %s', async (method, path) => {
    const res = await guest(t.app)(method, path, method === 'POST' ? rex : undefined);
    expect(res.status).toBe(401);
  });
});

describe('a user without a pet owner record', () => {
  it('has an empty pet list (200, no error) and cannot add a pet', async () => {
    const fresh = await signIn(t.app, t.db, 'fresh@example.com');
    const list = await fresh.send('GET', '/api/auth/pets');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ pets: [] });

    const add = await fresh.send('POST', '/api/auth/pets', rex);
    expect(add.status).toBe(404);
    expect(ErrorBody.parse(await add.json()).error.message).toBe(
      'Could not find your pet owner profile. Please contact support.',
    );
    const ownerWithoutRecord = await signIn(t.app, t.db, 'owner@example.com', 'pet_owner');
    expect((await ownerWithoutRecord.send('POST', '/api/auth/pets', rex)).status).toBe(404);
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(0);
  });
});

describe('pets of a pet owner', () => {
  it('adds pets to the owner record and lists them oldest first', async () => {
    const sam = await petOwner('sam@example.com');
    const first = await addPet(sam, { ...rex, name: ' Rex ' });
    expect(first).toMatchObject({ name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24, hasPhoto: false });
    await addPet(sam, { name: 'Misty', breed: 'Persian', species: 'cat', sizeLbs: 9.5 });

    const { pets } = PetList.parse(await (await sam.send('GET', '/api/auth/pets')).json());
    expect(pets.map((pet) => `${pet.name} (${pet.breed})`)).toEqual(['Rex (Beagle)', 'Misty (Persian)']);

    const owners = await t.db.collection('pet_owners').find({ userId: sam.user._id }).toArray();
    const stored = await t.db.collection(PETS_COLLECTION).findOne({});
    expect(stored?.ownerId).toEqual(owners[0]?._id);
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it('validates every field with its message and never takes ownerId from the body', async () => {
    const sam = await petOwner('sam@example.com');
    const bad = await sam.send('POST', '/api/auth/pets', { name: '', breed: ' ', species: 'dragon', sizeLbs: 0 });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual({
      name: "Please enter your pet's name.",
      breed: 'Please enter the breed.',
      species: 'Please choose a species.',
      sizeLbs: 'Size must be greater than 0 lbs.',
    });
    expect(await fieldsOf(await sam.send('POST', '/api/auth/pets', { ...rex, sizeLbs: '24' }))).toEqual({
      sizeLbs: 'Please enter the size in lbs.',
    });
    const other = await petOwner('other@example.com');
    const otherOwner = await t.db.collection('pet_owners').findOne({ userId: other.user._id });
    for (const key of ['ownerId', 'userId', 'role', 'verified']) {
      const res = await sam.send('POST', '/api/auth/pets', { ...rex, [key]: otherOwner?._id.toHexString() });
      expect(await fieldsOf(res)).toEqual({ [key]: 'Unknown field.' });
    }
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(0);
  });

  it('keeps a photo the owner uploaded (its stored widths) and lists it with the pet', async () => {
    const sam = await petOwner('sam@example.com');
    const photoId = await uploaded(sam);
    const pet = await addPet(sam, { ...rex, photoId });
    expect(pet).toMatchObject({
      hasPhoto: true,
      photo: { id: photoId, widths: [320, 640, 800], width: 800, height: 600 },
    });
    const { pets } = PetList.parse(await (await sam.send('GET', '/api/auth/pets')).json());
    expect(pets[0]?.photo?.id).toBe(photoId);
    const served = await t.app.request(imageUrl(photoId, 320));
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(320);
  });

  it("refuses a photo id that is not the owner's upload, and a malformed one", async () => {
    const sam = await petOwner('sam@example.com');
    const priya = await petOwner('priya@example.com');
    const hers = await uploaded(priya);
    const photoError = async (photoId: unknown) =>
      (await fieldsOf(await sam.send('POST', '/api/auth/pets', { ...rex, photoId })))?.photoId;
    expect(await photoError(hers)).toBe(IMAGE_NOT_YOURS);
    expect(await photoError('A'.repeat(22))).toBe(IMAGE_NOT_YOURS);
    expect(await photoError('data:image/png;base64,AAAA')).toBe('Please choose the photo again.');
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(0);
  });

  it('moves photos stored before the image pipeline into it once, at start', async () => {
    const sam = await petOwner('sam@example.com');
    const pet = await addPet(sam);
    const legacy = await addPet(sam, { ...rex, name: 'Old photo, unreadable' });
    const photos = t.db.collection(LEGACY_PET_PHOTOS_COLLECTION);
    const jpeg = await testPhoto({ width: 500, height: 400 });
    const ownerId = (await t.db.collection(PETS_COLLECTION).findOne({}))?.ownerId;
    await photos.insertOne({
      _id: new ObjectId(pet.id),
      ownerId,
      contentType: 'image/jpeg',
      data: new Binary(jpeg),
    });
    await photos.insertOne({
      _id: new ObjectId(legacy.id),
      ownerId,
      contentType: 'image/jpeg',
      data: new Binary(Buffer.from([0xff, 0xd8, 0xff])),
    });
    await t.db.collection(PETS_COLLECTION).updateMany({}, { $set: { hasPhoto: true } });

    expect(await migrateLegacyPetPhotos(createPetsRepository(t.db), createImagesService(t.db))).toBe(2);
    const { pets } = PetList.parse(await (await sam.send('GET', '/api/auth/pets')).json());
    expect(pets.map((p) => [p.name, p.hasPhoto, p.photo?.widths])).toEqual([
      ['Rex', true, [320, 500]],
      ['Old photo, unreadable', false, undefined],
    ]);
    expect(await photos.countDocuments()).toBe(0);
  });

  it("removes the owner's pet with its photo; another user's pet is a 404 and stays", async () => {
    const sam = await petOwner('sam@example.com');
    const priya = await petOwner('priya@example.com');
    const pet = await addPet(sam, { ...rex, photoId: await uploaded(sam) });

    const theirs = await priya.send('DELETE', `/api/auth/pets/${pet.id}`);
    expect(theirs.status).toBe(404);
    const notOwner = await signIn(t.app, t.db, 'vet@example.com', 'veterinary_doctor');
    expect((await notOwner.send('DELETE', `/api/auth/pets/${pet.id}`)).status).toBe(404);
    expect(PetList.parse(await (await priya.send('GET', '/api/auth/pets')).json()).pets).toEqual([]);
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(1);

    const mine = await sam.send('DELETE', `/api/auth/pets/${pet.id}`);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({ deleted: true });
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(0);
    expect((await t.app.request(imageUrl(pet.photo!.id, 320))).status).toBe(404);
    expect((await sam.send('DELETE', `/api/auth/pets/${pet.id}`)).status).toBe(404);
  });

  it('refuses a malformed pet id with 400', async () => {
    const sam = await petOwner('sam@example.com');
    const res = await sam.send('DELETE', '/api/auth/pets/not-an-id');
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ id: 'Must be a valid id.' });
  });

  it(`keeps an owner to ${MAX_PETS_PER_OWNER} pets`, async () => {
    const sam = await petOwner('sam@example.com');
    for (let i = 0; i < MAX_PETS_PER_OWNER; i++) await addPet(sam, { ...rex, name: `Rex ${i}` });
    const res = await sam.send('POST', '/api/auth/pets', rex);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(`You can add up to ${MAX_PETS_PER_OWNER} pets.`);
  });
});
