import { describe, expect, it } from 'vitest';
import { ErrorBody, PetCreated, PetList, PET_PHOTO_MAX_BYTES } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { createTestApp } from '../../test-support/test-app';
import { PET_PHOTOS_COLLECTION, PETS_COLLECTION } from './pets.repository';
import { MAX_PETS_PER_OWNER } from './pets.service';
import { guest, signIn, type Caller } from './profiles.test-support';

const t = perTestDatabase(createTestApp);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

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
    ['GET', '/api/auth/pets/0123456789abcdef01234567/photo'],
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

  it('stores an optional photo apart from the pet and serves it to its owner only', async () => {
    const sam = await petOwner('sam@example.com');
    const pet = await addPet(sam, { ...rex, photo: dataUrl('image/png', PNG) });
    expect(pet.hasPhoto).toBe(true);
    const stored = await t.db.collection(PETS_COLLECTION).findOne({});
    expect(stored).not.toHaveProperty('photo');

    const photo = await sam.send('GET', `/api/auth/pets/${pet.id}/photo`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG);

    const priya = await petOwner('priya@example.com');
    expect((await priya.send('GET', `/api/auth/pets/${pet.id}/photo`)).status).toBe(404);
    const noPhoto = await addPet(sam, { ...rex, name: 'Max' });
    expect((await sam.send('GET', `/api/auth/pets/${noPhoto.id}/photo`)).status).toBe(404);
  });

  it('refuses photos of another type, over 512 KB, or whose bytes are not the type they claim', async () => {
    const sam = await petOwner('sam@example.com');
    const photoError = async (photo: unknown) =>
      (await fieldsOf(await sam.send('POST', '/api/auth/pets', { ...rex, photo })))?.photo;

    expect(await photoError(dataUrl('image/gif', Buffer.from('GIF89a')))).toBe(
      'Photo must be a JPEG, PNG or WebP image.',
    );
    expect(await photoError('https://images.example/rex.png')).toBe('Photo must be a JPEG, PNG or WebP image.');
    expect(await photoError(dataUrl('image/png', JPEG))).toBe('Photo must be a JPEG, PNG or WebP image.');
    expect(await photoError(dataUrl('image/jpeg', Buffer.from('<svg onload="alert(1)"/>')))).toBe(
      'Photo must be a JPEG, PNG or WebP image.',
    );
    const big = Buffer.concat([JPEG, Buffer.alloc(PET_PHOTO_MAX_BYTES + 1 - JPEG.length)]);
    expect(await photoError(dataUrl('image/jpeg', big))).toBe('Photo must be 512 KB or smaller.');
    expect(await t.db.collection(PETS_COLLECTION).countDocuments()).toBe(0);

    const largest = Buffer.concat([JPEG, Buffer.alloc(PET_PHOTO_MAX_BYTES - JPEG.length)]);
    expect((await addPet(sam, { ...rex, photo: dataUrl('image/jpeg', largest) })).hasPhoto).toBe(true);
  });

  it("removes the owner's pet with its photo; another user's pet is a 404 and stays", async () => {
    const sam = await petOwner('sam@example.com');
    const priya = await petOwner('priya@example.com');
    const pet = await addPet(sam, { ...rex, photo: dataUrl('image/png', PNG) });

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
    expect(await t.db.collection(PET_PHOTOS_COLLECTION).countDocuments()).toBe(0);
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
