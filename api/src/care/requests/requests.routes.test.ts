import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  BookingRequestCreated,
  careMessages,
  OwnerBookingRequestList,
  OwnerBookingRequestUpdated,
  type CreateBookingRequestInput,
} from '@petpal/contracts';
import { verifyTestProvider } from '../../auth';
import {
  careCounts,
  dayFrom,
  errorOf,
  makeOwner,
  perTestOwnerAndSitter,
  requestBody,
  signIn,
} from '../care.test-support';

const HOUR = 3_600_000;

const { clock, t, owner, sitter } = perTestOwnerAndSitter();

const send = (over: Partial<CreateBookingRequestInput> = {}, headers?: Record<string, string>) =>
  owner.send('POST', '/requests', requestBody(clock, sitter, owner, over), headers);

const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return BookingRequestCreated.parse(await res.json()).request;
};

describe('POST /api/care/requests', () => {
  it('stores a pending request with the spec defaults and a snapshot of the pets, and tells the sitter', async () => {
    const [rex, bella] = owner.pets;
    const request = await created(
      await send({ selectedPets: [rex!._id.toHexString(), bella!._id.toHexString()], getsAlongWithOtherDogs: false }),
    );
    expect(request).toMatchObject({
      serviceType: 'dog-walking',
      startDate: '2026-03-05',
      endDate: '2026-03-05',
      startTime: '09:00',
      endTime: '17:00',
      timeZone: 'UTC',
      startsAt: '2026-03-05T09:00:00.000Z',
      endsAt: '2026-03-05T17:00:00.000Z',
      scheduleType: 'one-time',
      daysOfWeek: [],
      comment: 'Booking request',
      location: 'Mumbai',
      emergencyContact: 'Ravi, +91 90000 00000',
      specialCareInstructions: '',
      getsAlongWithOtherDogs: false,
      // (24 + 40) / 2
      dogSizeLbs: 32,
      status: 'pending',
      declineReason: null,
      createdAt: '2026-03-02T10:00:00.000Z',
      expiresAt: '2026-03-03T10:00:00.000Z',
      canCancel: true,
      canRate: false,
      rated: false,
      sitter: { id: sitter.sitterId, fullName: 'Asha Rao', initials: 'AR', profileImageUrl: null },
    });
    expect(request.selectedPets).toEqual([
      { id: rex!._id.toHexString(), name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24 },
      { id: bella!._id.toHexString(), name: 'Bella', breed: 'Border Collie', species: 'dog', sizeLbs: 40 },
    ]);
    expect(t.notices).toEqual([
      expect.objectContaining({
        userId: sitter.id,
        type: 'care_booking',
        title: 'New Booking Request',
        message: 'owner T. sent you a dog walking request for March 5, 2026.',
        metadata: { bookingRequestId: request.id },
      }),
    ]);
  });

  it('says "Day care booking request" for day care, keeps a written comment, and rounds the pet size', async () => {
    const odd = await makeOwner(t, 'odd@example.com', [
      { name: 'A', breed: 'Pug', species: 'dog', sizeLbs: 15 },
      { name: 'B', breed: 'Pug', species: 'dog', sizeLbs: 16 },
    ]);
    const body = (over: Partial<CreateBookingRequestInput>) => ({
      ...requestBody(clock, sitter, odd, over),
      selectedPets: odd.pets.map((p) => p._id.toHexString()),
    });
    const dayCare = await created(await odd.send('POST', '/requests', body({ serviceType: 'day-care' })));
    expect(dayCare).toMatchObject({ comment: 'Day care booking request', dogSizeLbs: 16 });
    const blank = await created(await odd.send('POST', '/requests', body({ serviceType: 'day-care', comment: '   ' })));
    expect(blank.comment).toBe('Day care booking request');
    const written = await created(
      await odd.send('POST', '/requests', body({ comment: ' Two walks please ', location: 'Bandra West' })),
    );
    expect(written).toMatchObject({ comment: 'Two walks please', location: 'Bandra West' });
  });

  it('writes a repeat-weekly walk or day care into its schedule table', async () => {
    const walk = await created(
      await send({
        scheduleType: 'repeat-weekly',
        startDate: dayFrom(clock, 1),
        endDate: dayFrom(clock, 14),
        startTime: '07:00',
        endTime: '08:00',
        daysOfWeek: ['monday', 'friday'],
      }),
    );
    // 2026-03-03 to 2026-03-16: Friday the 6th first, Monday the 16th last.
    expect(walk).toMatchObject({
      scheduleType: 'repeat-weekly',
      daysOfWeek: ['monday', 'friday'],
      startsAt: '2026-03-06T07:00:00.000Z',
      endsAt: '2026-03-16T08:00:00.000Z',
    });
    const walks = await t.db.collection('dog_walking_schedules').find({}).toArray();
    expect(walks).toEqual([
      expect.objectContaining({
        bookingRequestId: new ObjectId(walk.id),
        serviceStartDate: '2026-03-03',
        serviceEndDate: '2026-03-16',
        daysOfWeek: ['monday', 'friday'],
        isRecurring: true,
      }),
    ]);
    await created(
      await send({
        serviceType: 'day-care',
        scheduleType: 'repeat-weekly',
        endDate: dayFrom(clock, 9),
        daysOfWeek: ['tuesday'],
      }),
    );
    expect(await t.db.collection('daycare_schedules').countDocuments()).toBe(1);
    // One-time requests write no schedule.
    await created(await send({ serviceType: 'day-care' }));
    expect(await t.db.collection('daycare_schedules').countDocuments()).toBe(1);
  });

  it('holds an overnight service from the start date and time to the end date and time', async () => {
    const stay = await created(
      await send({ serviceType: 'house-sitting', endDate: dayFrom(clock, 6), startTime: '18:00', endTime: '10:00' }),
    );
    expect(stay).toMatchObject({ startsAt: '2026-03-05T18:00:00.000Z', endsAt: '2026-03-08T10:00:00.000Z' });
  });

  it("reads the dates in the owner's time zone", async () => {
    const request = await created(await send({ timeZone: 'Asia/Kolkata' }));
    expect(request).toMatchObject({ timeZone: 'Asia/Kolkata', startsAt: '2026-03-05T03:30:00.000Z' });
  });

  it('refuses bad input with the clear message, and changes nothing', async () => {
    const before = await careCounts(t.db);
    const rows: Array<[string, Partial<CreateBookingRequestInput> | Record<string, unknown>, string, string]> = [
      ['no start date', { startDate: undefined }, 'startDate', careMessages.noDates],
      ['empty end date', { endDate: '' }, 'endDate', careMessages.noDates],
      ['date format', { startDate: '05/03/2026' }, 'startDate', careMessages.invalidDate],
      ['impossible date', { endDate: '2026-02-30' }, 'endDate', careMessages.invalidDate],
      ['end before start', { endDate: dayFrom(clock, 2) }, 'endDate', careMessages.endBeforeStart],
      ['too long', { endDate: dayFrom(clock, 3 + 31) }, 'endDate', careMessages.tooLong],
      [
        'a stay of no night',
        { serviceType: 'house-sitting', endDate: dayFrom(clock, 3) },
        'endDate',
        careMessages.oneNightAtLeast,
      ],
      [
        'no weekday',
        { scheduleType: 'repeat-weekly', endDate: dayFrom(clock, 10) },
        'daysOfWeek',
        careMessages.weekdays,
      ],
      [
        'weekday not in range',
        { scheduleType: 'repeat-weekly', daysOfWeek: ['sunday'] },
        'daysOfWeek',
        careMessages.noWeekdayInRange,
      ],
      [
        'repeat house sitting',
        { serviceType: 'house-sitting', scheduleType: 'repeat-weekly', daysOfWeek: ['monday'] },
        'scheduleType',
        careMessages.repeatNotAvailable,
      ],
      ['unknown service', { serviceType: 'grooming' }, 'serviceType', careMessages.serviceType],
      ['time order', { startTime: '17:00', endTime: '09:00' }, 'endTime', careMessages.timeRange],
      ['time grid', { startTime: '09:07' }, 'startTime', 'Please enter a time as HH:MM on a 5-minute step.'],
      ['zone', { timeZone: 'Mars/Olympus' }, 'timeZone', careMessages.timeZone],
      ['no pets', { selectedPets: [] }, 'selectedPets', careMessages.pets],
      ['emergency contact', { emergencyContact: '   ' }, 'emergencyContact', careMessages.emergencyContact],
      ['gets along', { getsAlongWithOtherDogs: 'yes' }, 'getsAlongWithOtherDogs', careMessages.getsAlong],
      ['sitter id', { sitterId: 'nope' }, 'sitterId', 'Must be a valid id.'],
      ['unknown field', { price: 10 }, 'price', 'Unknown field.'],
    ];
    for (const [name, over, field, message] of rows) {
      const res = await send(over as Partial<CreateBookingRequestInput>);
      expect(res.status, name).toBe(400);
      expect((await errorOf(res)).fields?.[field], name).toBe(message);
    }

    const refused: Array<[string, Partial<CreateBookingRequestInput>, string, string]> = [
      [
        'start in the past',
        { startDate: dayFrom(clock, -1), endDate: dayFrom(clock, 1) },
        'startDate',
        careMessages.startDatePast,
      ],
      [
        'start time passed',
        { startDate: dayFrom(clock, 0), endDate: dayFrom(clock, 0), startTime: '09:00', endTime: '11:00' },
        'startTime',
        careMessages.startTimePast,
      ],
      ['another owner’s pet', { selectedPets: [new ObjectId().toHexString()] }, 'selectedPets', careMessages.ownPets],
      [
        'service not offered',
        { serviceType: 'hostel-checkin', endDate: dayFrom(clock, 4) },
        'serviceType',
        careMessages.serviceNotOffered,
      ],
    ];
    await t.auth.saveRecord(
      'pet_sitter',
      sitter.user._id,
      { ...(await sitterProfile()), services: ['Dog Walking'] },
      new Date(),
    );
    for (const [name, over, field, message] of refused) {
      const res = await send(over);
      expect(res.status, name).toBe(400);
      const error = await errorOf(res);
      expect(error.message, name).toBe(message);
      expect(error.fields, name).toEqual({ [field]: message });
    }
    const unknownSitter = await owner.send('POST', '/requests', {
      ...requestBody(clock, sitter, owner),
      sitterId: new ObjectId().toHexString(),
    });
    expect(unknownSitter.status).toBe(404);
    expect((await errorOf(unknownSitter)).message).toBe(careMessages.sitterNotFound);
    expect(await careCounts(t.db)).toEqual(before);
    expect(t.notices).toEqual([]);
  });

  it("refuses a user without a pet owner profile with the spec's message", async () => {
    const newcomer = await signIn(t, 'new@example.com', 'pet_owner');
    const res = await newcomer.send('POST', '/requests', requestBody(clock, sitter, owner));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Could not find your pet owner profile. Please contact support.');
  });

  it('refuses a request to oneself', async () => {
    const both = await makeOwner(t, 'both@example.com');
    await t.auth.saveRecord('pet_sitter', both.user._id, await sitterProfile(), new Date());
    const self = await verifyTestProvider(t.db, 'pet_sitter', both.user._id);
    const res = await both.send('POST', '/requests', {
      ...requestBody(clock, sitter, both),
      sitterId: self._id.toHexString(),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(careMessages.ownRequest);
  });

  it('makes one request for a retried Idempotency-Key, and answers the first answer again', async () => {
    const headers = { 'Idempotency-Key': 'request-1' };
    const first = await send({}, headers);
    const again = await send({}, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await t.db.collection('booking_requests').countDocuments()).toBe(1);
    expect(t.notices).toHaveLength(1);
    // The same key with another body is refused; another owner's same key is their own.
    expect((await send({ comment: 'changed' }, headers)).status).toBe(422);
    const other = await makeOwner(t, 'other@example.com');
    expect((await other.send('POST', '/requests', requestBody(clock, sitter, other), headers)).status).toBe(201);
    expect(await t.db.collection('booking_requests').countDocuments()).toBe(2);
  });

  it('tells the owner when the sitter is already booked for that time', async () => {
    const first = await created(await send());
    expect((await sitter.send('POST', `/practice/requests/${first.id}/accept`)).status).toBe(200);
    const res = await send({ startTime: '16:00', endTime: '18:00' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(careMessages.sitterBusy);
    await created(await send({ startTime: '17:00', endTime: '18:00' }));
  });
});

/** The test sitter's profile fields as stored. */
async function sitterProfile() {
  const record = await t.auth.records.findByUser('pet_sitter', sitter.user._id);
  const { fullName, location, yearsExperience, services, hourlyRate, bio, photos } = record!;
  return { fullName, location, yearsExperience, services, hourlyRate, bio, photos };
}

describe('GET /api/care/requests', () => {
  it('lists upcoming requests soonest first and the rest as past, newest first', async () => {
    const later = await created(await send({ startDate: dayFrom(clock, 9), endDate: dayFrom(clock, 9) }));
    const sooner = await created(await send({ startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 4) }));
    const declined = await created(await send({ startDate: dayFrom(clock, 5), endDate: dayFrom(clock, 5) }));
    const accepted = await created(await send({ startDate: dayFrom(clock, 1), endDate: dayFrom(clock, 1) }));
    await sitter.send('POST', `/practice/requests/${declined.id}/decline`, { reason: 'Away.' });
    await sitter.send('POST', `/practice/requests/${accepted.id}/accept`);

    const list = async (scope = '') =>
      OwnerBookingRequestList.parse(await (await owner.send('GET', `/requests${scope}`)).json()).requests;
    expect((await list()).map((r) => [r.id, r.status])).toEqual([
      [accepted.id, 'accepted'],
      [sooner.id, 'pending'],
      [later.id, 'pending'],
    ]);
    expect((await list('?scope=past')).map((r) => [r.id, r.status, r.declineReason])).toEqual([
      [declined.id, 'declined', 'Away.'],
    ]);

    // Two days on: the accepted walk is over (completed), the pending ones expired unanswered (swept or not).
    clock.advance(2 * 24 * HOUR);
    expect(await list()).toEqual([]);
    const past = await list('?scope=past');
    expect(past.map((r) => [r.id, r.status, r.canRate])).toEqual([
      [later.id, 'expired', false],
      [declined.id, 'declined', false],
      [sooner.id, 'expired', false],
      [accepted.id, 'completed', true],
    ]);
    expect((await owner.send('GET', '/requests?scope=soon')).status).toBe(400);
  });

  it('shows an owner only their own requests', async () => {
    await created(await send());
    const other = await makeOwner(t, 'other@example.com');
    const res = await other.send('GET', '/requests');
    expect(OwnerBookingRequestList.parse(await res.json()).requests).toEqual([]);
  });
});

describe('POST /api/care/requests/:id/cancel', () => {
  it('cancels a pending request and tells the sitter', async () => {
    const request = await created(await send());
    const res = await owner.send('POST', `/requests/${request.id}/cancel`);
    expect(res.status).toBe(200);
    expect(OwnerBookingRequestUpdated.parse(await res.json()).request).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
    expect(t.notices.at(-1)).toMatchObject({
      userId: sitter.id,
      title: 'Booking Request Cancelled',
      message: 'owner T. cancelled their dog walking request for March 5, 2026.',
    });
    const again = await owner.send('POST', `/requests/${request.id}/cancel`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(careMessages.notCancellable);
  });

  it("cancels an accepted booking before it starts and frees the sitter's time", async () => {
    const request = await created(await send());
    await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect(await t.db.collection('pet_sitter_claims').countDocuments()).toBe(96);
    expect((await owner.send('POST', `/requests/${request.id}/cancel`)).status).toBe(200);
    expect(await t.db.collection('pet_sitter_claims').countDocuments()).toBe(0);
    const next = await created(await send());
    expect((await sitter.send('POST', `/practice/requests/${next.id}/accept`)).status).toBe(200);
  });

  it('refuses once the booking has started, and refuses expired requests', async () => {
    const started = await created(await send({ startDate: dayFrom(clock, 1), endDate: dayFrom(clock, 2) }));
    await sitter.send('POST', `/practice/requests/${started.id}/accept`);
    const unanswered = await created(await send({ startDate: dayFrom(clock, 5), endDate: dayFrom(clock, 5) }));
    clock.advance(24 * HOUR);
    for (const id of [started.id, unanswered.id]) {
      const res = await owner.send('POST', `/requests/${id}/cancel`);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(careMessages.notCancellable);
    }
  });

  it("answers 404 for another owner's request and for an unknown one", async () => {
    const request = await created(await send());
    const other = await makeOwner(t, 'other@example.com');
    const res = await other.send('POST', `/requests/${request.id}/cancel`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(careMessages.requestNotFound);
    expect((await owner.send('POST', `/requests/${new ObjectId().toHexString()}/cancel`)).status).toBe(404);
    expect((await owner.send('POST', '/requests/xyz/cancel')).status).toBe(400);
  });
});
