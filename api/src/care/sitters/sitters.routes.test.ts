import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { careMessages, SitterList, SitterProfile, SITTERS_PAGE_SIZE } from '@petpal/contracts';
import { createCareTestApp, errorOf, makeOwner, makeSitter, signIn, type TestOwner } from '../care.test-support';
import { createRatingsRepository } from '../ratings/ratings.repository';
import { perTestDatabase, perTest } from '../../test-support/per-test';

const t = perTestDatabase((db) => createCareTestApp(db));
const viewer = perTest(() => signIn(t, 'viewer@example.com', 'pet_owner'));

/** Stores ratings for a sitter (record id hex) straight in its collection, as past bookings would. */
async function rate(sitterId: string, owner: TestOwner, stars: number[]) {
  const ratings = createRatingsRepository(t.db);
  for (const [i, rating] of stars.entries()) {
    await ratings.insertOnce({
      _id: new ObjectId(),
      appointmentId: new ObjectId(),
      petSitterId: new ObjectId(sitterId),
      petOwnerId: owner.recordId,
      rating,
      feedback: `Visit ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    });
  }
}

const search = async (query = '') => {
  const res = await viewer.send('GET', `/sitters${query}`);
  expect(res.status).toBe(200);
  return SitterList.parse(await res.json());
};

describe('GET /api/care/sitters', () => {
  it('answers cards: initials without a photo, rating to 1 decimal or null ("New"), counts, services, rate, photos', async () => {
    const asha = await makeSitter(t, 'asha@example.com', {
      fullName: 'Asha Rao',
      photos: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      profileImageUrl: 'https://img.example/asha.jpg',
    });
    const bo = await makeSitter(t, 'bo@example.com', { fullName: 'bo lindqvist', hourlyRate: 250, yearsExperience: 0 });
    const owner = await makeOwner(t, 'o@example.com');
    await rate(asha.sitterId, owner, [5, 4, 4]);

    const { sitters, total, page, pageSize } = await search();
    expect({ total, page, pageSize }).toEqual({ total: 2, page: 1, pageSize: SITTERS_PAGE_SIZE });
    expect(sitters[0]).toEqual({
      id: asha.sitterId,
      fullName: 'Asha Rao',
      initials: 'AR',
      profileImageUrl: 'https://img.example/asha.jpg',
      location: 'Bengaluru, Karnataka',
      rating: 4.3,
      reviewCount: 3,
      yearsExperience: 4,
      services: ['Dog Walking', 'Day Care', 'House Sitting', 'Hostel Check-in'],
      hourlyRate: 400,
      photos: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      // Bengaluru's area on the map (decision 084): its centre moved by up to ~2 km by the sitter's id.
      point: { lat: expect.closeTo(12.9716, 1), lng: expect.closeTo(77.5946, 1) },
    });
    expect(sitters[1]).toMatchObject({
      id: bo.sitterId,
      initials: 'BL',
      profileImageUrl: null,
      rating: null,
      reviewCount: 0,
      hourlyRate: 250,
      yearsExperience: 0,
      photos: [],
    });
  });

  it('rounds averages half up to one decimal', async () => {
    const sitter = await makeSitter(t, 's@example.com');
    await rate(sitter.sitterId, await makeOwner(t, 'o@example.com'), [5, 5, 4, 4, 4, 4, 4, 4]);
    expect((await search()).sitters[0]!.rating).toBe(4.3);
    await rate(sitter.sitterId, await makeOwner(t, 'o2@example.com'), [3, 3]);
    expect((await search()).sitters[0]!.rating).toBe(4);
  });

  it('filters by location (case-insensitive contains) and service', async () => {
    await makeSitter(t, 'a@example.com', {
      fullName: 'A One',
      location: 'Mumbai, Maharashtra',
      services: ['Dog Walking'],
    });
    await makeSitter(t, 'b@example.com', { fullName: 'B Two', location: 'Navi Mumbai', services: ['Day Care'] });
    await makeSitter(t, 'c@example.com', { fullName: 'C Three', location: 'Berlin', services: ['Dog Walking'] });

    expect((await search('?location=mumbai')).sitters.map((s) => s.fullName)).toEqual(['A One', 'B Two']);
    expect((await search('?location=MUMBAI&service=Dog%20Walking')).sitters.map((s) => s.fullName)).toEqual(['A One']);
    expect((await search('?service=Dog%20Walking')).sitters.map((s) => s.fullName)).toEqual(['A One', 'C Three']);
    expect((await search('?location=%20%20')).total).toBe(3);
    const none = await search('?location=Paris');
    expect(none).toMatchObject({ sitters: [], total: 0 });
    // Regular-expression characters are text, not a pattern.
    expect((await search('?location=.*')).total).toBe(0);
  });

  it('pages by name', async () => {
    for (let i = 0; i < SITTERS_PAGE_SIZE + 3; i++) {
      await makeSitter(t, `s${i}@example.com`, { fullName: `Sitter ${String(i).padStart(2, '0')}` });
    }
    const first = await search();
    const second = await search('?page=2');
    expect(first.sitters).toHaveLength(SITTERS_PAGE_SIZE);
    expect(second.sitters.map((s) => s.fullName)).toEqual(['Sitter 20', 'Sitter 21', 'Sitter 22']);
    expect(second.total).toBe(SITTERS_PAGE_SIZE + 3);
    expect((await search('?page=3')).sitters).toEqual([]);
  });

  it('refuses a bad query with the field named', async () => {
    for (const [query, field, message] of [
      ['?service=Grooming', 'service', careMessages.service],
      ['?page=0', 'page', careMessages.page],
      ['?page=two', 'page', careMessages.page],
      [`?location=${'x'.repeat(121)}`, 'location', careMessages.locationQueryMax],
      ['?sort=name', 'sort', 'Unknown field.'],
    ] as const) {
      const res = await viewer.send('GET', `/sitters${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).fields?.[field], query).toBe(message);
    }
  });
});

describe('GET /api/care/sitters/:id', () => {
  it('answers the card with the bio and the reviews, newest first, by first name', async () => {
    const sitter = await makeSitter(t, 's@example.com', { bio: 'Twelve years with rescues.' });
    const priya = await makeOwner(t, 'priya@example.com');
    await t.auth.saveRecord(
      'pet_owner',
      priya.user._id,
      { fullName: 'Priya Sharma', phoneNumber: '+91 90000 00000', location: 'Mumbai' },
      new Date(),
    );
    await rate(sitter.sitterId, priya, [5, 3]);

    const res = await viewer.send('GET', `/sitters/${sitter.sitterId}`);
    expect(res.status).toBe(200);
    const profile = SitterProfile.parse(await res.json());
    expect(profile.sitter).toMatchObject({
      id: sitter.sitterId,
      bio: 'Twelve years with rescues.',
      rating: 4,
      reviewCount: 2,
    });
    expect(profile.reviews.map((r) => [r.rating, r.feedback, r.author])).toEqual([
      [3, 'Visit 2', 'Priya'],
      [5, 'Visit 1', 'Priya'],
    ]);
  });

  it('answers no reviews as an empty list ("No reviews yet")', async () => {
    const sitter = await makeSitter(t, 's@example.com');
    const profile = SitterProfile.parse(await (await viewer.send('GET', `/sitters/${sitter.sitterId}`)).json());
    expect(profile.reviews).toEqual([]);
    expect(profile.sitter.rating).toBeNull();
  });

  it('answers 404 for an unknown sitter and 400 for a malformed id', async () => {
    const missing = await viewer.send('GET', `/sitters/${new ObjectId().toHexString()}`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(careMessages.sitterNotFound);
    // A pet owner's record id is not a sitter.
    const owner = await makeOwner(t, 'o@example.com');
    expect((await viewer.send('GET', `/sitters/${owner.recordId.toHexString()}`)).status).toBe(404);
    const bad = await viewer.send('GET', '/sitters/not-an-id');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ id: 'Must be a valid id.' });
  });
});
