import { beforeEach, describe, expect, it } from 'vitest';
import {
  BookingRequestCreated,
  careMessages,
  OwnerBookingRequestList,
  SitterList,
  SitterProfile,
  BookingRatingCreated,
} from '@petpal/contracts';
import {
  careCounts,
  errorOf,
  makeOwner,
  perTestOwnerAndSitter,
  requestBody,
  type TestOwner,
} from '../care.test-support';

const HOUR = 3_600_000;

const { clock, t, owner, sitter } = perTestOwnerAndSitter();
/** An accepted walk on day 3, 09:00-17:00. */
let booking: string;
beforeEach(async () => {
  const res = await owner.send('POST', '/requests', requestBody(clock, sitter, owner));
  booking = BookingRequestCreated.parse(await res.json()).request.id;
  await sitter.send('POST', `/practice/requests/${booking}/accept`);
});

const rate = (id: string, body: unknown, by: TestOwner = owner) => by.send('POST', `/requests/${id}/rating`, body);
const ended = () => clock.advance(4 * 24 * HOUR);

describe('POST /api/care/requests/:id/rating', () => {
  it('rates a booking once it has ended, once', async () => {
    ended();
    const res = await rate(booking, { rating: 4, feedback: '  Lovely walks.  ' });
    expect(res.status).toBe(201);
    expect(BookingRatingCreated.parse(await res.json()).review).toEqual({
      id: expect.any(String),
      rating: 4,
      feedback: 'Lovely walks.',
      author: 'owner',
      createdAt: '2026-03-06T10:00:00.000Z',
    });

    const again = await rate(booking, { rating: 5 });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'already_rated', message: careMessages.alreadyRated });
    expect(await t.db.collection('pet_sitter_ratings').countDocuments()).toBe(1);

    const list = OwnerBookingRequestList.parse(await (await owner.send('GET', '/requests?scope=past')).json());
    expect(list.requests[0]).toMatchObject({ id: booking, rated: true, canRate: false });
    const viewer = (await makeOwner(t, 'viewer@example.com')).send;
    const card = SitterList.parse(await (await viewer('GET', '/sitters')).json()).sitters[0];
    expect(card).toMatchObject({ rating: 4, reviewCount: 1 });
    const profile = SitterProfile.parse(await (await viewer('GET', `/sitters/${sitter.sitterId}`)).json());
    expect(profile.reviews.map((r) => [r.rating, r.feedback])).toEqual([[4, 'Lovely walks.']]);
  });

  it('stores one rating when the same rating is sent twice at once', async () => {
    ended();
    const answers = await Promise.all([rate(booking, { rating: 5 }), rate(booking, { rating: 5 })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.db.collection('pet_sitter_ratings').countDocuments()).toBe(1);
  });

  it('refuses a booking that has not ended or was never accepted', async () => {
    const early = await rate(booking, { rating: 5 });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(careMessages.notRatable);
    const res = await owner.send(
      'POST',
      '/requests',
      requestBody(clock, sitter, owner, { startTime: '17:00', endTime: '18:00' }),
    );
    const pending = BookingRequestCreated.parse(await res.json()).request.id;
    ended();
    const unanswered = await rate(pending, { rating: 5 });
    expect(unanswered.status).toBe(409);
    expect((await errorOf(unanswered)).message).toBe(careMessages.notRatable);
  });

  it('refuses a bad rating with the clear message and stores nothing', async () => {
    ended();
    const before = await careCounts(t.db);
    for (const [body, field, message] of [
      [{}, 'rating', careMessages.rating],
      [{ rating: 0 }, 'rating', careMessages.rating],
      [{ rating: 6 }, 'rating', careMessages.rating],
      [{ rating: 4.5 }, 'rating', careMessages.rating],
      [{ rating: 4, feedback: 'x'.repeat(2001) }, 'feedback', careMessages.feedbackMax],
    ] as const) {
      const res = await rate(booking, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
    expect(await careCounts(t.db)).toEqual(before);
  });

  it("answers 404 for another owner's booking", async () => {
    ended();
    const other = await makeOwner(t, 'other@example.com');
    const res = await rate(booking, { rating: 1 }, other);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(careMessages.requestNotFound);
    expect(await t.db.collection('pet_sitter_ratings').countDocuments()).toBe(0);
  });
});
