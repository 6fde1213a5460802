import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { DaySlots, VetAvailability, VetDetail, VetList, VetReviewList, vetMessages } from '@petpal/contracts';
import { createVetRepositories } from '../vet-area';
import {
  addSchedule,
  daysAhead,
  errorOf,
  makeOwner,
  makeVet,
  perTestVetApp,
  requester,
  type TestOwner,
  type TestVet,
} from '../testing/vet.test-support';

const t = perTestVetApp();

const get = (path: string) => requester(t.app)('GET', path);

/** A rating of `vet` by `owner`, stored straight in the database. */
const addRating = (vet: TestVet, owner: TestOwner, rating: number, feedback: string, createdAt = new Date()) =>
  createVetRepositories(t.db).ratings.insertOnce({
    _id: new ObjectId(),
    appointmentId: new ObjectId(),
    vetId: vet.vet._id,
    petOwnerId: owner.owner._id,
    rating,
    feedback,
    createdAt,
  });

describe('GET /api/vet/vets (public)', () => {
  it('lists vets by name with rating average (1 decimal, 0 without ratings) and count', async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com', { fullName: 'Dr. Asha Rao', consultationFee: 500 });
    await makeVet(t.app, t.db, 'ben@example.com', { fullName: 'Dr. Ben Cole', location: 'Pune' });
    const owner = await makeOwner(t.app, t.db, 'sam@example.com');
    for (const rating of [5, 4, 4]) await addRating(asha, owner, rating, 'Kind and thorough.');
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

  it("gives each vet's next open slot in the vet's zone (null without schedules), the same in its detail", async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com', { fullName: 'Dr. Asha Rao', timeZone: 'Asia/Kolkata' });
    await makeVet(t.app, t.db, 'ben@example.com', { fullName: 'Dr. Ben Cole' });
    const date = daysAhead(2, 'Asia/Kolkata');
    await addSchedule(t.db, asha, { scheduleDate: date, startTime: '10:00', endTime: '12:00' });
    const { vets } = VetList.parse(await (await get('/api/vet/vets')).json());
    const expected = { date, startTime: '10:00', startsAt: new Date(`${date}T04:30:00Z`).toISOString() };
    expect(vets.map((v) => [v.fullName, v.nextAvailable])).toEqual([
      ['Dr. Asha Rao', expected],
      ['Dr. Ben Cole', null],
    ]);
    expect(VetDetail.parse(await (await get(`/api/vet/vets/${asha.id}`)).json()).vet.nextAvailable).toEqual(expected);
  });

  it('lists, shows and opens the calendar of verified vets only (not a rejected, pending or suspended one)', async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com', { fullName: 'Dr. Asha Rao' });
    const ben = await makeVet(t.app, t.db, 'ben@example.com', { fullName: 'Dr. Ben Cole' });
    const cara = await makeVet(t.app, t.db, 'cara@example.com', { fullName: 'Dr. Cara Dsouza' });
    const dev = await makeVet(t.app, t.db, 'dev@example.com', { fullName: 'Dr. Dev Nair' });
    await t.db.collection('veterinary_doctors').updateOne({ _id: cara.vet._id }, { $unset: { verification: '' } });
    await t.db
      .collection('users')
      .updateOne(
        { _id: dev.user._id },
        { $set: { suspension: { reason: 'Test.', at: new Date(), by: new ObjectId() }, suspended: true } },
      );
    const decide = (id: ObjectId, status: 'verified' | 'rejected') =>
      t.db
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
    await makeVet(t.app, t.db, 'asha@example.com', { location: 'Bengaluru', specialization: 'Dermatology' });
    await makeVet(t.app, t.db, 'ben@example.com', { location: 'Pune (West)', specialization: 'Surgery' });
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
    const asha = await makeVet(t.app, t.db, 'asha@example.com');
    expect(VetDetail.parse(await (await get(`/api/vet/vets/${asha.id}`)).json()).vet.id).toBe(asha.id);
    const unknown = await get(`/api/vet/vets/${new ObjectId().toHexString()}`);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'not_found', message: vetMessages.vetNotFound });
    const bad = await get('/api/vet/vets/not-an-id/reviews');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual({ vetId: 'Must be a valid id.' });
  });

  it("lists reviews newest first with the owner's first name", async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com');
    const owner = await makeOwner(t.app, t.db, 'sam@example.com');
    expect(VetReviewList.parse(await (await get(`/api/vet/vets/${asha.id}/reviews`)).json()).reviews).toEqual([]);
    await addRating(asha, owner, 3, 'rated 3', new Date('2026-01-01T00:00:00Z'));
    await addRating(asha, owner, 5, 'rated 5', new Date('2026-02-01T00:00:00Z'));
    const { reviews } = VetReviewList.parse(await (await get(`/api/vet/vets/${asha.id}/reviews`)).json());
    expect(reviews.map((r) => [r.rating, r.author, r.feedback])).toEqual([
      [5, 'sam', 'rated 5'],
      [3, 'sam', 'rated 3'],
    ]);
  });
});

describe('GET availability and slots', () => {
  it('answers the 31-day window with available, holiday and scheduled dates', async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com');
    await addSchedule(t.db, asha, { scheduleDate: daysAhead(2), startTime: '09:00', endTime: '10:00' });
    await addSchedule(t.db, asha, { scheduleDate: daysAhead(3), startTime: '09:00', endTime: '10:00' });
    await createVetRepositories(t.db).holidays.insert({
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
    const ben = await makeVet(t.app, t.db, 'ben@example.com');
    expect(await (await get(`/api/vet/vets/${ben.id}/availability`)).json()).toMatchObject({
      availableDates: [],
      hasSchedules: false,
    });
  });

  it("answers a date's slots, or why there are none", async () => {
    const asha = await makeVet(t.app, t.db, 'asha@example.com', { timeZone: 'Asia/Kolkata' });
    const date = daysAhead(2, 'Asia/Kolkata');
    const schedule = await addSchedule(t.db, asha, {
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
    const asha = await makeVet(t.app, t.db, 'asha@example.com');
    const res = await get(`/api/vet/vets/${asha.id}/slots?date=${date}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ date: vetMessages.date });
  });

  it('answers 404 for the slots of an unknown vet', async () => {
    const res = await get(`/api/vet/vets/${new ObjectId().toHexString()}/slots?date=${daysAhead(1)}`);
    expect(res.status).toBe(404);
  });
});
