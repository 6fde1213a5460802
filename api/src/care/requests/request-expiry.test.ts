import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { BookingRequestCreated, OwnerBookingRequestList, type CreateBookingRequestInput } from '@petpal/contracts';
import { createCareArea } from '../care-area';
import { dayFrom, perTestOwnerAndSitter, requestBody } from '../care.test-support';

const HOUR = 3_600_000;

const { clock, t, owner, sitter } = perTestOwnerAndSitter();

async function sendRequest(over: Partial<CreateBookingRequestInput> = {}) {
  const res = await owner.send('POST', '/requests', requestBody(clock, sitter, owner, over));
  expect(res.status).toBe(201);
  return BookingRequestCreated.parse(await res.json()).request;
}

const statusOf = async (id: string) =>
  (await t.db.collection('booking_requests').findOne({ _id: new ObjectId(id) }))?.status;

const expiredNotices = () => t.notices.filter((n) => n.title === 'Booking Request Expired');

describe('expiry of unanswered requests', () => {
  it('expires a pending request 24 hours after it was sent and tells the owner once', async () => {
    const request = await sendRequest({ startDate: dayFrom(clock, 5), endDate: dayFrom(clock, 5) });
    clock.advance(24 * HOUR - 1);
    expect(await t.area.expiry.runDue()).toBe(0);
    expect(await statusOf(request.id)).toBe('pending');

    clock.advance(1);
    expect(await t.area.expiry.runDue()).toBe(1);
    expect(await statusOf(request.id)).toBe('expired');
    expect(expiredNotices()).toEqual([
      expect.objectContaining({
        userId: owner.id,
        type: 'care_booking',
        message:
          'Asha Rao did not answer your dog walking request for March 7, 2026 within 24 hours. You can send a request to another sitter.',
        metadata: { bookingRequestId: request.id },
      }),
    ]);
    expect(await t.area.expiry.runDue()).toBe(0);
    expect(expiredNotices()).toHaveLength(1);
  });

  it('expires a request that reaches its start first, and leaves answered ones alone', async () => {
    const soon = await sendRequest({ startDate: dayFrom(clock, 0), endDate: dayFrom(clock, 0), startTime: '14:00' });
    const accepted = await sendRequest({ startDate: dayFrom(clock, 4), endDate: dayFrom(clock, 4) });
    const declined = await sendRequest({ startDate: dayFrom(clock, 6), endDate: dayFrom(clock, 6) });
    await sitter.send('POST', `/practice/requests/${accepted.id}/accept`);
    await sitter.send('POST', `/practice/requests/${declined.id}/decline`, { reason: 'Away.' });
    clock.advance(4 * HOUR);
    expect(await t.area.expiry.runDue()).toBe(1);
    expect(await statusOf(soon.id)).toBe('expired');
    expect(expiredNotices()[0]!.message).toBe(
      'Asha Rao did not answer your dog walking request for March 2, 2026 before it was due to start. You can send a request to another sitter.',
    );
    clock.advance(48 * HOUR);
    expect(await t.area.expiry.runDue()).toBe(0);
    expect([await statusOf(accepted.id), await statusOf(declined.id)]).toEqual(['accepted', 'declined']);
  });

  it('expires each request once when several API processes sweep at the same time', async () => {
    for (let i = 0; i < 30; i++) await sendRequest({ startDate: dayFrom(clock, 5), endDate: dayFrom(clock, 5) });
    clock.advance(25 * HOUR);
    // Three more areas over the same database: what three more API processes would run.
    const others = [1, 2, 3].map(() =>
      createCareArea({ db: t.db, env: t.env, log: t.log, auth: t.auth, notify: async () => {} }, { now: clock.now }),
    );
    const counts = await Promise.all([t.area.expiry.runDue(), ...others.map((area) => area.expiry.runDue())]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(await t.db.collection('booking_requests').countDocuments({ status: 'expired' })).toBe(30);
  });

  it('runs as a job: at start, then every interval, until stopped', async () => {
    const request = await sendRequest();
    clock.advance(25 * HOUR);
    const job = t.area.startJobs();
    await job.stop();
    expect(await statusOf(request.id)).toBe('expired');

    const later = await sendRequest({ startDate: dayFrom(clock, 3), endDate: dayFrom(clock, 3) });
    const fast = createCareArea(
      { db: t.db, env: t.env, log: t.log, auth: t.auth, notify: async () => {} },
      { now: clock.now, expiryIntervalMs: 20 },
    ).startJobs();
    clock.advance(25 * HOUR);
    await expect.poll(() => statusOf(later.id), { timeout: 2000, interval: 20 }).toBe('expired');
    await fast.stop();
  });

  it('shows an owner their expired requests as past', async () => {
    const request = await sendRequest();
    clock.advance(24 * HOUR);
    await t.area.expiry.runDue();
    const past = OwnerBookingRequestList.parse(await (await owner.send('GET', '/requests?scope=past')).json());
    expect(past.requests.map((r) => [r.id, r.status, r.canCancel])).toEqual([[request.id, 'expired', false]]);
  });
});
