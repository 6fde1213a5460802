import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DaySlots, VetAvailability, VetDetail, VetList, VetReviewList, vetMessages } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createVetRepositories } from '../vet-area';
import {
  addSchedule,
  createVetTestApp,
  daysAhead,
  makeOwner,
  makeVet,
  requester,
  type VetTestApp,
  errorOf,
} from '../testing/vet.test-support';

let test: TestDatabase;
let app: VetTestApp;
beforeEach(async () => {
  test = await createTestDatabase();
  app = await createVetTestApp(test.db);
});
afterEach(() => test.close());

const get = (path: string) => requester(app)('GET', path);

describe('GET /api/vet/vets (public)', () => {
  it('lists vets by name with rating average (1 decimal, 0 without ratings) and count', async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com', { fullName: 'Dr. Asha Rao', consultationFee: 500 });
    await makeVet(app, test.db, 'ben@example.com', { fullName: 'Dr. Ben Cole', location: 'Pune' });
    const owner = await makeOwner(app, test.db, 'sam@example.com');
    const { ratings } = createVetRepositories(test.db);
    for (const rating of [5, 4, 4]) {
      await ratings.insertOnce({
        _id: new ObjectId(),
        appointmentId: new ObjectId(),
        vetId: asha.vet._id,
        petOwnerId: owner.owner._id,
        rating,
        feedback: 'Kind and thorough.',
        createdAt: new Date(),
      });
    }
    const res = await get('/api/vet/vets');
    expect(res.status).toBe(200);
    const { vets } = VetList.parse(await res.json());
    expect(vets.map((v) => [v.fullName, v.ratingAverage, v.reviewCount])).toEqual([
      ['Dr. Asha Rao', 4.3, 3],
      ['Dr. Ben Cole', 0, 0],
    ]);
    expect(vets[0]).toMatchObject({
      id: asha.id,
      consultationFee: 500,
      timeZone: 'UTC',
      specialization: 'Dermatology',
    });
  });

  it('lists, shows and opens the calendar of verified vets only (not a rejected, pending or suspended one)', async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com', { fullName: 'Dr. Asha Rao' });
    const ben = await makeVet(app, test.db, 'ben@example.com', { fullName: 'Dr. Ben Cole' });
    const cara = await makeVet(app, test.db, 'cara@example.com', { fullName: 'Dr. Cara Dsouza' });
    const dev = await makeVet(app, test.db, 'dev@example.com', { fullName: 'Dr. Dev Nair' });
    await test.db.collection('veterinary_doctors').updateOne({ _id: cara.vet._id }, { $unset: { verification: '' } });
    await test.db
      .collection('users')
      .updateOne(
        { _id: dev.user._id },
        { $set: { suspension: { reason: 'Test.', at: new Date(), by: new ObjectId() }, suspended: true } },
      );
    const decide = (id: ObjectId, status: 'verified' | 'rejected') =>
      test.db
        .collection('veterinary_doctors')
        .updateOne(
          { _id: id },
          { $set: { verification: { status, reason: 'Checked.', decidedAt: new Date(), decidedBy: new ObjectId() } } },
        );
    await decide(asha.vet._id, 'verified');
    await decide(ben.vet._id, 'rejected');

    const { vets } = VetList.parse(await (await get('/api/vet/vets')).json());
    expect(vets.map((v) => [v.fullName, v.verified])).toEqual([['Dr. Asha Rao', true]]);
    for (const hidden of [ben, cara, dev]) {
      expect((await get(`/api/vet/vets/${hidden.id}`)).status).toBe(404);
      expect((await get(`/api/vet/vets/${hidden.id}/availability`)).status).toBe(404);
    }
    expect((await get(`/api/vet/vets/${asha.id}`)).status).toBe(200);
  });

  it('filters location and specialization by case-insensitive contains, treating the input as text', async () => {
    await makeVet(app, test.db, 'asha@example.com', { location: 'Bengaluru', specialization: 'Dermatology' });
    await makeVet(app, test.db, 'ben@example.com', { location: 'Pune (West)', specialization: 'Surgery' });
    const names = async (query: string) =>
      VetList.parse(await (await get(`/api/vet/vets?${query}`)).json()).vets.map((v) => v.location);
    expect(await names('location=GALURU')).toEqual(['Bengaluru']);
    expect(await names('specialization=surg')).toEqual(['Pune (West)']);
    expect(await names('location=pune&specialization=derm')).toEqual([]);
    expect(await names('location=.*')).toEqual([]);
    expect(await names(`location=${encodeURIComponent('(West')}`)).toEqual(['Pune (West)']);
    expect(await names('location=')).toHaveLength(2);
  });

  it('refuses unknown or repeated query keys', async () => {
    expect((await get('/api/vet/vets?city=Pune')).status).toBe(400);
    expect((await get('/api/vet/vets?location=a&location=b')).status).toBe(400);
  });
});

describe('GET /api/vet/vets/:vetId and its reviews', () => {
  it('answers one vet, 404 for an unknown one and 400 for a malformed id', async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com');
    expect(VetDetail.parse(await (await get(`/api/vet/vets/${asha.id}`)).json()).vet.id).toBe(asha.id);
    const unknown = await get(`/api/vet/vets/${new ObjectId().toHexString()}`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: vetMessages.vetNotFound });
    const bad = await get('/api/vet/vets/not-an-id/reviews');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ vetId: 'Must be a valid id.' });
  });

  it("lists reviews newest first with the owner's first name", async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com');
    const owner = await makeOwner(app, test.db, 'sam@example.com');
    expect(VetReviewList.parse(await (await get(`/api/vet/vets/${asha.id}/reviews`)).json()).reviews).toEqual([]);
    const { ratings } = createVetRepositories(test.db);
    for (const [rating, createdAt] of [
      [3, new Date('2026-01-01T00:00:00Z')],
      [5, new Date('2026-02-01T00:00:00Z')],
    ] as const) {
      await ratings.insertOnce({
        _id: new ObjectId(),
        appointmentId: new ObjectId(),
        vetId: asha.vet._id,
        petOwnerId: owner.owner._id,
        rating,
        feedback: `rated ${rating}`,
        createdAt,
      });
    }
    const { reviews } = VetReviewList.parse(await (await get(`/api/vet/vets/${asha.id}/reviews`)).json());
    expect(reviews.map((r) => [r.rating, r.author, r.feedback])).toEqual([
      [5, 'sam', 'rated 5'],
      [3, 'sam', 'rated 3'],
    ]);
  });
});

describe('GET availability and slots', () => {
  it('answers the 31-day window with available, holiday and scheduled dates', async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com');
    await addSchedule(test.db, asha, { scheduleDate: daysAhead(2), startTime: '09:00', endTime: '10:00' });
    await addSchedule(test.db, asha, { scheduleDate: daysAhead(3), startTime: '09:00', endTime: '10:00' });
    await createVetRepositories(test.db).holidays.insert({
      _id: new ObjectId(),
      vetId: asha.vet._id,
      startDate: daysAhead(3),
      endDate: daysAhead(4),
      reason: 'Conference',
    });
    const res = await get(`/api/vet/vets/${asha.id}/availability`);
    expect(res.status).toBe(200);
    expect(VetAvailability.parse(await res.json())).toEqual({
      vetId: asha.id,
      timeZone: 'UTC',
      today: daysAhead(0),
      lastDate: daysAhead(30),
      availableDates: [daysAhead(2)],
      holidays: [daysAhead(3), daysAhead(4)],
      hasSchedules: true,
      scheduledDates: [daysAhead(2), daysAhead(3)],
    });
  });

  it('says when a vet has no schedule at all', async () => {
    const ben = await makeVet(app, test.db, 'ben@example.com');
    expect(await (await get(`/api/vet/vets/${ben.id}/availability`)).json()).toMatchObject({
      availableDates: [],
      hasSchedules: false,
    });
  });

  it("answers a date's slots, or why there are none", async () => {
    const asha = await makeVet(app, test.db, 'asha@example.com', { timeZone: 'Asia/Kolkata' });
    const date = daysAhead(2, 'Asia/Kolkata');
    const schedule = await addSchedule(test.db, asha, {
      scheduleDate: date,
      startTime: '09:00',
      endTime: '10:00',
      slotDurationMinutes: 30,
    });
    const day = DaySlots.parse(await (await get(`/api/vet/vets/${asha.id}/slots?date=${date}`)).json());
    expect(day).toMatchObject({ vetId: asha.id, date, timeZone: 'Asia/Kolkata', holiday: false });
    expect(day.slots).toEqual([
      {
        date,
        startTime: '09:00',
        endTime: '09:30',
        scheduleId: schedule._id.toHexString(),
        startsAt: `${date}T03:30:00.000Z`,
      },
      {
        date,
        startTime: '09:30',
        endTime: '10:00',
        scheduleId: schedule._id.toHexString(),
        startsAt: `${date}T04:00:00.000Z`,
      },
    ]);
    const other = DaySlots.parse(
      await (await get(`/api/vet/vets/${asha.id}/slots?date=${daysAhead(3, 'Asia/Kolkata')}`)).json(),
    );
    expect(other).toMatchObject({ slots: [], emptyReason: 'no_schedule' });
    const far = DaySlots.parse(
      await (await get(`/api/vet/vets/${asha.id}/slots?date=${daysAhead(31, 'Asia/Kolkata')}`)).json(),
    );
    expect(far.emptyReason).toBe('outside_window');
  });

  it.each(['2026-02-30', '2026-1-5', 'tomorrow', ''])('refuses date=%s with the contract message', async (date) => {
    const asha = await makeVet(app, test.db, 'asha@example.com');
    const res = await get(`/api/vet/vets/${asha.id}/slots?date=${date}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ date: vetMessages.date });
  });

  it('answers 404 for the slots of an unknown vet', async () => {
    const res = await get(`/api/vet/vets/${new ObjectId().toHexString()}/slots?date=${daysAhead(1)}`);
    expect(res.status).toBe(404);
  });
});
