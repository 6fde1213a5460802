import { describe, expect, it } from 'vitest';
import {
  ErrorBody,
  imageUrl,
  ProfileResponse,
  providerPhotoMessages,
  RoleUpdated,
  SessionResponse,
  verificationMessages,
  VetList,
} from '@petpal/contracts';
import { createImagesService, IMAGE_NOT_YOURS, IMAGES_COLLECTION, testPhoto } from '../../images';
import { perTestDatabase } from '../../test-support/per-test';
import { createTestApp } from '../../test-support/test-app';
import { USERS_COLLECTION } from '../users/users.repository';
import { prepareAuthArea } from '../auth-area';
import { createProfilesRepository, ROLE_COLLECTIONS } from './profiles.repository';
import { verifyTestProvider } from '../auth.test-support';
import { guest, signIn, type Caller } from './profiles.test-support';

const t = perTestDatabase(createTestApp);

const vet = {
  fullName: ' Dr. Asha Rao ',
  specialization: 'Dermatology',
  location: 'Bengaluru',
  availability: 'Mon-Fri 9:00-17:00',
  phoneNumber: '+91 98765 43210',
  licenseId: 'KA-VET-2291',
  consultationFee: 500,
  bio: 'Ten years of small-animal practice.',
};

const sitterFields = {
  fullName: 'Meera Iyer',
  location: 'Pune',
  yearsExperience: 4,
  services: ['Dog Walking', 'House Sitting'],
  hourlyRate: 300,
  bio: 'Dogs and cats, big and small.',
  photos: [] as string[],
};

/** The address of a photo `who` uploaded (POST /api/images does the same). */
const uploaded = async (who: Caller) =>
  imageUrl(
    (
      await createImagesService(t.db).upload(
        who.user._id.toHexString(),
        'image/png',
        await testPhoto({ format: 'png' }),
        1e7,
      )
    ).id,
    640,
  );

/** A sitter's record with a profile photo and one gallery photo that `who` uploaded. */
const sitterOf = async (who: Caller) => ({
  ...sitterFields,
  profileImageUrl: await uploaded(who),
  photos: [await uploaded(who)],
});

const fieldsOf = async (res: Response) => ErrorBody.parse(await res.json()).error.fields;

describe('guests', () => {
  it.each([
    ['PUT', '/api/auth/role', { role: 'pet_owner' }],
    ['GET', '/api/auth/profile', undefined],
    ['PUT', '/api/auth/profile', { fullName: 'Sam' }],
  ])('get 401 from %s %s', async (method, path, body) => {
    const res = await guest(t.app)(method, path, body);
    expect(res.status).toBe(401);
    expect(ErrorBody.parse(await res.json()).error.code).toBe('unauthorized');
  });
});

describe('PUT /api/auth/role', () => {
  it('stores a chosen role and answers the updated session user; the session stays valid', async () => {
    const sam = await signIn(t.app, t.db, 'sam@example.com');
    const before = SessionResponse.parse(await (await sam.send('GET', '/api/auth/session')).json());
    expect(before.user?.role).toBe('none');

    const res = await sam.send('PUT', '/api/auth/role', { role: 'veterinary_doctor' });
    expect(res.status).toBe(200);
    expect(RoleUpdated.parse(await res.json()).user).toEqual({
      id: sam.user._id.toHexString(),
      email: 'sam@example.com',
      role: 'veterinary_doctor',
    });
    const after = SessionResponse.parse(await (await sam.send('GET', '/api/auth/session')).json());
    expect(after.user?.role).toBe('veterinary_doctor');
  });

  it.each(['none', 'admin', ''])('saves %j as pet_owner', async (role) => {
    const sam = await signIn(t.app, t.db, 'sam@example.com');
    const res = await sam.send('PUT', '/api/auth/role', { role });
    expect(RoleUpdated.parse(await res.json()).user.role).toBe('pet_owner');
    const stored = await t.db.collection(USERS_COLLECTION).findOne({ _id: sam.user._id });
    expect(stored?.role).toBe('pet_owner');
  });

  it('refuses unknown keys, operator objects and a missing role, changing nothing', async () => {
    const sam = await signIn(t.app, t.db, 'sam@example.com');
    const other = await signIn(t.app, t.db, 'other@example.com');
    const extra = await sam.send('PUT', '/api/auth/role', { role: 'pet_owner', userId: other.user._id.toHexString() });
    expect(extra.status).toBe(400);
    expect(await fieldsOf(extra)).toEqual({ userId: 'Unknown field.' });
    const operator = await sam.send('PUT', '/api/auth/role', { role: { $ne: '' } });
    expect(await fieldsOf(operator)).toEqual({ role: 'Please choose a role.' });
    expect(await fieldsOf(await sam.send('PUT', '/api/auth/role', {}))).toEqual({ role: 'Please choose a role.' });
    const users = await t.db
      .collection(USERS_COLLECTION)
      .find({ role: { $exists: true } })
      .toArray();
    expect(users).toEqual([]);
  });

  it("changes only the caller's role", async () => {
    const sam = await signIn(t.app, t.db, 'sam@example.com', 'pet_owner');
    const priya = await signIn(t.app, t.db, 'priya@example.com', 'pet_sitter');
    await sam.send('PUT', '/api/auth/role', { role: 'pharmacist' });
    const priyaSession = SessionResponse.parse(await (await priya.send('GET', '/api/auth/session')).json());
    expect(priyaSession.user?.role).toBe('pet_sitter');
  });
});

describe('GET /api/auth/profile', () => {
  it('reports no role, a role without a record, and a supplier without one', async () => {
    const fresh = await signIn(t.app, t.db, 'fresh@example.com');
    expect(await (await fresh.send('GET', '/api/auth/profile')).json()).toEqual({
      role: 'none',
      record: null,
      complete: false,
    });
    const owner = await signIn(t.app, t.db, 'owner@example.com', 'pet_owner');
    expect(await (await owner.send('GET', '/api/auth/profile')).json()).toEqual({
      role: 'pet_owner',
      record: null,
      complete: false,
    });
    const supplier = await signIn(t.app, t.db, 'supplier@example.com', 'supplier');
    expect(await (await supplier.send('GET', '/api/auth/profile')).json()).toEqual({
      role: 'supplier',
      record: null,
      complete: false,
    });
  });
});

describe('PUT /api/auth/profile', () => {
  it('creates the veterinary record (camelCase, trimmed, Asia/Kolkata by default) and then updates it', async () => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const res = await asha.send('PUT', '/api/auth/profile', vet);
    expect(res.status).toBe(200);
    const saved = ProfileResponse.parse(await res.json());
    expect(saved).toMatchObject({
      role: 'veterinary_doctor',
      complete: true,
      record: { ...vet, fullName: 'Dr. Asha Rao', timeZone: 'Asia/Kolkata' },
    });

    const stored = await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ userId: asha.user._id, consultationFee: 500, licenseId: 'KA-VET-2291' });
    expect(stored[0]?._id.toHexString()).toBe(saved.record?.id);

    const updated = await asha.send('PUT', '/api/auth/profile', {
      ...vet,
      consultationFee: 750,
      timeZone: 'Asia/Dubai',
    });
    expect(ProfileResponse.parse(await updated.json()).record).toMatchObject({
      id: saved.record?.id,
      consultationFee: 750,
      timeZone: 'Asia/Dubai',
    });
    expect(await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).countDocuments()).toBe(1);
    expect(await (await asha.send('GET', '/api/auth/profile')).json()).toMatchObject({
      complete: true,
      record: { consultationFee: 750 },
    });
  });

  it('answers 400 with a message per field', async () => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const res = await asha.send('PUT', '/api/auth/profile', {
      ...vet,
      fullName: '  ',
      phoneNumber: 'call me',
      consultationFee: -1,
      timeZone: 'Mars/Olympus',
      bio: undefined,
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({
      fullName: 'Please enter your full name.',
      phoneNumber: 'Please enter a valid phone number.',
      consultationFee: 'Consultation fee must be 0 or more.',
      timeZone: 'Please choose a valid time zone.',
      bio: 'Please write a short bio.',
    });
    const text = await asha.send('PUT', '/api/auth/profile', { ...vet, consultationFee: '500' });
    expect(await fieldsOf(text)).toEqual({ consultationFee: 'Please enter a consultation fee.' });
    expect(await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).countDocuments()).toBe(0);
  });

  it.each(['userId', 'role', 'verified', 'ownerId', '_id'])('refuses %s in the body', async (key) => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const res = await asha.send('PUT', '/api/auth/profile', { ...vet, [key]: 'x' });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ [key]: 'Unknown field.' });
  });

  it('refuses a body that is not an object', async () => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const res = await asha.send('PUT', '/api/auth/profile', [vet]);
    expect(await fieldsOf(res)).toEqual({ body: 'Invalid input: expected object, received array' });
  });

  it("validates against the user's current role only", async () => {
    const sam = await signIn(t.app, t.db, 'sam@example.com', 'pet_owner');
    const res = await sam.send('PUT', '/api/auth/profile', vet);
    expect(res.status).toBe(400);
    expect(Object.values((await fieldsOf(res)) ?? {})).toContain('Unknown field.');
    const ok = await sam.send('PUT', '/api/auth/profile', {
      fullName: 'Sam Patel',
      phoneNumber: '9876543210',
      location: 'Mumbai',
    });
    expect(ProfileResponse.parse(await ok.json())).toMatchObject({ role: 'pet_owner', complete: true });
    expect(await t.db.collection(ROLE_COLLECTIONS.pet_owner).countDocuments({ userId: sam.user._id })).toBe(1);
    expect(await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).countDocuments()).toBe(0);
  });

  it('takes lists from their options and drops an optional field left out of an update', async () => {
    const meera = await signIn(t.app, t.db, 'meera@example.com', 'pet_sitter');
    const sitter = await sitterOf(meera);
    const bad = await meera.send('PUT', '/api/auth/profile', {
      ...sitter,
      services: [],
      yearsExperience: 2.5,
      photos: ['javascript:alert(1)'],
      profileImageUrl: 'https://images.example/x.jpg',
    });
    expect(await fieldsOf(bad)).toEqual({
      services: 'Please choose at least one service.',
      yearsExperience: 'Years of experience must be a whole number from 0 to 80.',
      'photos.0': providerPhotoMessages.gallery,
      profileImageUrl: providerPhotoMessages.profile,
    });
    const unknown = await meera.send('PUT', '/api/auth/profile', {
      ...sitter,
      services: ['Dog Walking', 'Cat Juggling'],
    });
    expect(await fieldsOf(unknown)).toEqual({ 'services.1': 'Please choose services from the list.' });
    const twice = await meera.send('PUT', '/api/auth/profile', { ...sitter, services: ['Day Care', 'Day Care'] });
    expect(await fieldsOf(twice)).toEqual({ services: 'Each service can be chosen once.' });

    expect((await meera.send('PUT', '/api/auth/profile', sitter)).status).toBe(200);
    const { profileImageUrl: _dropped, ...withoutImage } = sitter;
    const updated = ProfileResponse.parse(await (await meera.send('PUT', '/api/auth/profile', withoutImage)).json());
    expect(updated.record).not.toHaveProperty('profileImageUrl');
    const stored = await t.db.collection(ROLE_COLLECTIONS.pet_sitter).findOne({ userId: meera.user._id });
    expect(stored).not.toHaveProperty('profileImageUrl');
    expect(stored?.services).toEqual(['Dog Walking', 'House Sitting']);
  });

  it("keeps a provider's own uploads, refuses another's, and deletes a photo the record stops showing", async () => {
    const meera = await signIn(t.app, t.db, 'meera@example.com', 'pet_sitter');
    const priya = await signIn(t.app, t.db, 'priya@example.com', 'pet_sitter');
    const sitter = await sitterOf(meera);
    const hers = await uploaded(priya);

    const stolen = await meera.send('PUT', '/api/auth/profile', { ...sitter, profileImageUrl: hers, photos: [hers] });
    expect(stolen.status).toBe(400);
    expect(await fieldsOf(stolen)).toEqual({ profileImageUrl: IMAGE_NOT_YOURS });
    const stolenGallery = await meera.send('PUT', '/api/auth/profile', { ...sitter, photos: [hers] });
    expect(await fieldsOf(stolenGallery)).toEqual({ photos: IMAGE_NOT_YOURS });
    expect(await t.db.collection(ROLE_COLLECTIONS.pet_sitter).countDocuments()).toBe(0);

    const saved = ProfileResponse.parse(await (await meera.send('PUT', '/api/auth/profile', sitter)).json());
    expect(saved.record).toMatchObject({ profileImageUrl: sitter.profileImageUrl, photos: sitter.photos });
    // Saving again with the same photos (the form always sends them) claims nothing twice.
    expect((await meera.send('PUT', '/api/auth/profile', sitter)).status).toBe(200);

    const idOf = (address: string) => address.split('/')[3]!;
    const newer = await uploaded(meera);
    expect(
      (await meera.send('PUT', '/api/auth/profile', { ...sitter, profileImageUrl: newer, photos: [] })).status,
    ).toBe(200);
    const images = t.db.collection(IMAGES_COLLECTION);
    expect(await images.countDocuments({ _id: idOf(sitter.profileImageUrl) as never })).toBe(0);
    expect(await images.countDocuments({ _id: idOf(sitter.photos[0]!) as never })).toBe(0);
    expect(await images.countDocuments({ _id: idOf(newer) as never })).toBe(1);
    expect(await images.countDocuments({ _id: idOf(hers) as never })).toBe(1);
  });

  it('lets a vet show their own uploaded photo on the vet list, refuses a link elsewhere or another’s upload', async () => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const meera = await signIn(t.app, t.db, 'meera@example.com', 'pet_sitter');
    const elsewhere = await asha.send('PUT', '/api/auth/profile', {
      ...vet,
      profileImageUrl: 'https://example.com/me.jpg',
    });
    expect(await fieldsOf(elsewhere)).toEqual({ profileImageUrl: providerPhotoMessages.profile });
    const stolen = await asha.send('PUT', '/api/auth/profile', { ...vet, profileImageUrl: await uploaded(meera) });
    expect(await fieldsOf(stolen)).toEqual({ profileImageUrl: IMAGE_NOT_YOURS });
    expect(await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).countDocuments()).toBe(0);

    const photo = await uploaded(asha);
    expect((await asha.send('PUT', '/api/auth/profile', { ...vet, profileImageUrl: photo })).status).toBe(200);
    // Owners see a vet once an admin has checked the licence.
    await verifyTestProvider(t.db, 'veterinary_doctor', asha.user._id);
    const { vets } = VetList.parse(await (await t.app.request('http://localhost/api/vet/vets')).json());
    expect(vets.map((shown) => [shown.fullName, shown.profileImageUrl])).toEqual([['Dr. Asha Rao', photo]]);
  });

  it('drops photo links to other hosts saved before uploads, at start, and keeps our own addresses', async () => {
    const meera = await signIn(t.app, t.db, 'meera@example.com', 'pet_sitter');
    const own = await uploaded(meera);
    const records = t.db.collection(ROLE_COLLECTIONS.pet_sitter);
    const now = new Date();
    await records.insertOne({
      userId: meera.user._id,
      ...sitterFields,
      profileImageUrl: 'https://images.example/meera.jpg',
      photos: ['https://images.example/walk.jpg', own],
      createdAt: now,
      updatedAt: now,
    });
    await prepareAuthArea(t.db);
    const stored = await records.findOne({ userId: meera.user._id });
    expect(stored).not.toHaveProperty('profileImageUrl');
    expect(stored?.photos).toEqual([own]);
    await prepareAuthArea(t.db);
    expect(await records.findOne({ userId: meera.user._id })).toEqual(stored);
    expect(await createProfilesRepository(t.db).withOutsidePhotoLinks('pet_trainer')).toEqual([]);
  });

  it('saves trainer, stylist and pharmacist records with their own fields', async () => {
    const trainer = await signIn(t.app, t.db, 'trainer@example.com', 'pet_trainer');
    const trainerBody = {
      fullName: 'Ravi Kumar',
      location: 'Chennai',
      hourlyRate: 800,
      yearsExperience: 6,
      specializations: ['Obedience', 'Service Dog Training'],
      bio: 'Positive reinforcement only.',
      availability: 'Weekends',
    };
    expect((await trainer.send('PUT', '/api/auth/profile', trainerBody)).status).toBe(200);
    const wrongList = await trainer.send('PUT', '/api/auth/profile', {
      ...trainerBody,
      specializations: ['Nail Trimming'],
    });
    expect(await fieldsOf(wrongList)).toEqual({ 'specializations.0': 'Please choose specializations from the list.' });

    const stylist = await signIn(t.app, t.db, 'stylist@example.com', 'pet_stylist');
    const stylistBody = { ...trainerBody, specializations: ['Bath & Brush', 'Nail Trimming'] };
    expect((await stylist.send('PUT', '/api/auth/profile', stylistBody)).status).toBe(200);

    const pharmacist = await signIn(t.app, t.db, 'pharma@example.com', 'pharmacist');
    const pharmacistBody = {
      fullName: 'Anil Shah',
      pharmacyName: 'Paws Pharmacy',
      licenseId: 'PH-7781',
      location: 'Delhi',
      phoneNumber: '011 2345 6789',
    };
    const saved = await pharmacist.send('PUT', '/api/auth/profile', pharmacistBody);
    expect(ProfileResponse.parse(await saved.json()).record).toMatchObject(pharmacistBody);

    for (const [role, count] of [
      ['pet_trainer', 1],
      ['pet_stylist', 1],
      ['pharmacist', 1],
    ] as const) {
      expect(await t.db.collection(ROLE_COLLECTIONS[role]).countDocuments()).toBe(count);
    }
  });

  it("saves a supplier's business (tax id upper-cased) and asks for what is missing", async () => {
    const supplier = await signIn(t.app, t.db, 'supplier@example.com', 'supplier');
    const empty = await supplier.send('PUT', '/api/auth/profile', {});
    expect(Object.keys((await fieldsOf(empty)) ?? {}).sort()).toEqual([
      'businessName',
      'fullName',
      'phoneNumber',
      'taxId',
    ]);
    const badTax = await supplier.send('PUT', '/api/auth/profile', {
      fullName: 'Arjun Mehta',
      businessName: 'Supply Co',
      taxId: '27-AAB',
      phoneNumber: '+91 98200 44556',
    });
    expect(await fieldsOf(badTax)).toEqual({ taxId: verificationMessages.taxId });
    const saved = ProfileResponse.parse(
      await (
        await supplier.send('PUT', '/api/auth/profile', {
          fullName: 'Arjun Mehta',
          businessName: ' Supply Co ',
          taxId: '27aabcp1234f1z5',
          phoneNumber: '+91 98200 44556',
        })
      ).json(),
    );
    expect(saved).toMatchObject({
      role: 'supplier',
      complete: true,
      record: { businessName: 'Supply Co', taxId: '27AABCP1234F1Z5' },
    });
  });

  it('asks a user without a role to choose one first', async () => {
    const fresh = await signIn(t.app, t.db, 'fresh@example.com');
    const res = await fresh.send('PUT', '/api/auth/profile', vet);
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error).toEqual({
      code: 'role_required',
      message: 'Please choose your role first.',
    });
  });

  it("never shows or changes another user's record", async () => {
    const asha = await signIn(t.app, t.db, 'asha@example.com', 'veterinary_doctor');
    const ravi = await signIn(t.app, t.db, 'ravi@example.com', 'veterinary_doctor');
    await asha.send('PUT', '/api/auth/profile', vet);

    expect(await (await ravi.send('GET', '/api/auth/profile')).json()).toEqual({
      role: 'veterinary_doctor',
      record: null,
      complete: false,
    });
    await ravi.send('PUT', '/api/auth/profile', { ...vet, fullName: 'Dr. Ravi', consultationFee: 1 });
    const ashas = ProfileResponse.parse(await (await asha.send('GET', '/api/auth/profile')).json());
    expect(ashas.record).toMatchObject({ fullName: 'Dr. Asha Rao', consultationFee: 500 });
    expect(await t.db.collection(ROLE_COLLECTIONS.veterinary_doctor).countDocuments()).toBe(2);
  });
});
