import { describe, expect, it } from 'vitest';
import {
  BookingRequestCreated,
  careMessages,
  SitterBookingRequestList,
  SitterBookingRequestUpdated,
  VERIFICATION_CODES,
  verificationMessages,
  type CreateBookingRequestInput,
} from '@petpal/contracts';
import {
  careCounts,
  createCareTestApp,
  dayFrom,
  errorOf,
  makeSitter,
  perTestOwnerAndSitter,
  requestBody,
  requester,
  signIn,
  type TestOwner,
} from '../care.test-support';

const HOUR = 3_600_000;

const { clock, t, owner, sitter } = perTestOwnerAndSitter();

async function sendRequest(over: Partial<CreateBookingRequestInput> = {}, from: TestOwner = owner) {
  const res = await from.send('POST', '/requests', requestBody(clock, sitter, from, over));
  expect(res.status).toBe(201);
  return BookingRequestCreated.parse(await res.json()).request;
}

const inbox = async (scope = '') =>
  SitterBookingRequestList.parse(await (await sitter.send('GET', `/practice/requests${scope}`)).json()).requests;

describe('GET /api/care/practice/requests', () => {
  it('lists pending requests first (soonest deadline first), then accepted bookings, soonest first', async () => {
    const accepted = await sendRequest({ startDate: dayFrom(clock, 10), endDate: dayFrom(clock, 10) });
    await sitter.send('POST', `/practice/requests/${accepted.id}/accept`);
    const early = await sendRequest({ startDate: dayFrom(clock, 20), endDate: dayFrom(clock, 20) });
    clock.advance(HOUR);
    // Starts within 24 hours: its deadline is its start, before the other's.
    const urgent = await sendRequest({ startDate: dayFrom(clock, 0), endDate: dayFrom(clock, 0), startTime: '15:00' });
    const requests = await inbox();
    expect(requests.map((r) => [r.id, r.status, r.canAnswer])).toEqual([
      [urgent.id, 'pending', true],
      [early.id, 'pending', true],
      [accepted.id, 'accepted', false],
    ]);
    expect(requests[0]!.expiresAt).toBe('2026-03-02T15:00:00.000Z');
    expect(requests[1]!.expiresAt).toBe('2026-03-03T10:00:00.000Z');
  });

  it("shows the owner's first name and last initial, and their phone only once accepted", async () => {
    const request = await sendRequest();
    expect((await inbox())[0]!.owner).toEqual({ name: 'owner T.', phoneNumber: null });
    await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect((await inbox())[0]!.owner).toEqual({ name: 'owner T.', phoneNumber: '+91 98765 43210' });
  });

  it('shows a sitter only their own requests, and past ones apart', async () => {
    const request = await sendRequest();
    const other = await makeSitter(t, 'other@example.com');
    const res = await other.send('GET', '/practice/requests');
    expect(SitterBookingRequestList.parse(await res.json()).requests).toEqual([]);
    await sitter.send('POST', `/practice/requests/${request.id}/decline`, { reason: 'Fully booked.' });
    expect(await inbox()).toEqual([]);
    expect((await inbox('?scope=past')).map((r) => [r.id, r.status])).toEqual([[request.id, 'declined']]);
  });

  it('refuses another role, and a pet_sitter without a verified profile (pending verification)', async () => {
    const owner = await signIn(t, 'an-owner@example.com', 'pet_owner');
    const refused = await owner.send('GET', '/practice/requests');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(careMessages.notSitter);
    const newcomer = await signIn(t, 'new-sitter@example.com', 'pet_sitter');
    const res = await newcomer.send('GET', '/practice/requests');
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({
      code: VERIFICATION_CODES.pending,
      message: verificationMessages.providerPending,
    });
  });
});

describe('POST /api/care/practice/requests/:id/accept', () => {
  it('accepts, claims the time, and tells the owner', async () => {
    const request = await sendRequest();
    const res = await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect(res.status).toBe(200);
    expect(SitterBookingRequestUpdated.parse(await res.json()).request).toMatchObject({
      id: request.id,
      status: 'accepted',
      canAnswer: false,
    });
    // 09:00-17:00 in 5-minute cells.
    expect(await t.db.collection('pet_sitter_claims').countDocuments()).toBe(96);
    expect(t.notices.at(-1)).toMatchObject({
      userId: owner.id,
      type: 'care_booking',
      title: 'Booking Request Accepted',
      message: 'Asha Rao accepted your dog walking request for March 5, 2026.',
      metadata: { bookingRequestId: request.id },
    });
    const again = await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(careMessages.alreadyDecided);
  });

  it('refuses a request overlapping an accepted one, in any service, and accepts one that only touches it', async () => {
    const walk = await sendRequest({ startTime: '09:00', endTime: '10:00' });
    const stay = await sendRequest({
      serviceType: 'house-sitting',
      startDate: dayFrom(clock, 1),
      endDate: dayFrom(clock, 3),
      startTime: '18:00',
      endTime: '09:05',
    });
    const touching = await sendRequest({ startTime: '10:00', endTime: '11:00' });
    expect((await sitter.send('POST', `/practice/requests/${walk.id}/accept`)).status).toBe(200);
    const res = await sitter.send('POST', `/practice/requests/${stay.id}/accept`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'overlap', message: careMessages.overlap });
    expect((await sitter.send('POST', `/practice/requests/${touching.id}/accept`)).status).toBe(200);
    // The refused request stays pending and holds nothing.
    expect((await inbox()).find((r) => r.id === stay.id)?.status).toBe('pending');
    expect(await t.db.collection('pet_sitter_claims').countDocuments()).toBe(24);
  });

  it('lets exactly one of 50 overlapping requests be accepted when all are accepted at once', async () => {
    const requests = [];
    for (let i = 0; i < 50; i++) {
      // Each starts 5 minutes after the previous one and lasts 8 hours: all overlap the first.
      const start = 9 * 60 + i * 5;
      const time = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      requests.push(await sendRequest({ startTime: time(start), endTime: time(start + 8 * 60) }));
    }
    const answers = await Promise.all(
      requests.map((request) => sitter.send('POST', `/practice/requests/${request.id}/accept`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await errorOf(res)).toEqual({ code: 'overlap', message: careMessages.overlap });
    }
    const winner = requests[statuses.indexOf(200)]!;
    const claims = await t.db.collection('pet_sitter_claims').find({}).toArray();
    expect(claims).toHaveLength(96);
    expect(new Set(claims.map((claim) => String(claim.requestId)))).toEqual(new Set([winner.id]));
    expect((await inbox()).filter((r) => r.status === 'accepted').map((r) => r.id)).toEqual([winner.id]);
  });

  it('never accepts a request past its 24 hours, swept or not', async () => {
    const request = await sendRequest({ startDate: dayFrom(clock, 5), endDate: dayFrom(clock, 5) });
    clock.advance(24 * HOUR);
    const before = await careCounts(t.db);
    const res = await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'request_expired', message: careMessages.expired });
    expect(await careCounts(t.db)).toEqual(before);
    expect((await inbox('?scope=past'))[0]).toMatchObject({ id: request.id, status: 'expired', canAnswer: false });
  });

  it("answers 404 for another sitter's request", async () => {
    const request = await sendRequest();
    const other = await makeSitter(t, 'other@example.com');
    const res = await other.send('POST', `/practice/requests/${request.id}/accept`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(careMessages.requestNotFound);
    expect(await t.db.collection('pet_sitter_claims').countDocuments()).toBe(0);
  });

  it('refuses a cancelled request', async () => {
    const request = await sendRequest();
    await owner.send('POST', `/requests/${request.id}/cancel`);
    const res = await sitter.send('POST', `/practice/requests/${request.id}/accept`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(careMessages.alreadyDecided);
  });
});

describe('notices', () => {
  it('are a courtesy: when the bell cannot be reached the answer stands and the failure is logged', async () => {
    const failing = await createCareTestApp(t.db, { now: clock.now }, async () => {
      throw new Error('notifications are down');
    });
    const sent = await requester(failing, owner.cookie)('POST', '/requests', requestBody(clock, sitter, owner));
    expect(sent.status).toBe(201);
    const request = BookingRequestCreated.parse(await sent.json()).request;
    const res = await requester(failing, sitter.cookie)('POST', `/practice/requests/${request.id}/accept`);
    expect(res.status).toBe(200);
    expect(failing.notices).toEqual([]);
    expect(failing.log.lines.filter((line) => line.msg === 'care notification failed')).toHaveLength(2);
  });
});

describe('POST /api/care/practice/requests/:id/decline', () => {
  it('declines with the trimmed reason and tells the owner', async () => {
    const request = await sendRequest();
    const res = await sitter.send('POST', `/practice/requests/${request.id}/decline`, {
      reason: '  I am away that week.  ',
    });
    expect(res.status).toBe(200);
    expect(SitterBookingRequestUpdated.parse(await res.json()).request).toMatchObject({
      status: 'declined',
      declineReason: 'I am away that week.',
    });
    expect(t.notices.at(-1)).toMatchObject({
      userId: owner.id,
      title: 'Booking Request Declined',
      message: 'Asha Rao declined your dog walking request for March 5, 2026. Reason: I am away that week.',
    });
  });

  it('needs a reason of at most 500 characters, and changes nothing without one', async () => {
    const request = await sendRequest();
    const before = await careCounts(t.db);
    for (const [body, message] of [
      [{}, careMessages.declineReason],
      [{ reason: '   ' }, careMessages.declineReason],
      [{ reason: 'x'.repeat(501) }, careMessages.declineReasonMax],
    ] as const) {
      const res = await sitter.send('POST', `/practice/requests/${request.id}/decline`, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ reason: message });
    }
    expect(await careCounts(t.db)).toEqual(before);
    expect((await inbox())[0]!.status).toBe('pending');
    const longest = await sitter.send('POST', `/practice/requests/${request.id}/decline`, { reason: 'x'.repeat(500) });
    expect(longest.status).toBe(200);
  });

  it('refuses an answered request, and an accept after a decline', async () => {
    const request = await sendRequest();
    await sitter.send('POST', `/practice/requests/${request.id}/decline`, { reason: 'No.' });
    for (const path of ['decline', 'accept']) {
      const res = await sitter.send('POST', `/practice/requests/${request.id}/${path}`, { reason: 'Again.' });
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(careMessages.alreadyDecided);
    }
  });
});
