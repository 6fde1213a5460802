import { describe, expect, it } from 'vitest';
import { TrainingAppointmentCreated } from '@petpal/contracts';
import { inPersonBody, perTestOwnerAndTrainer } from '../trainers/trainers.test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const { clock, t, owner, trainer } = perTestOwnerAndTrainer();

/** An in-person session three days ahead, 10:00-11:00 UTC: confirmed at once. */
async function bookSession() {
  const res = await owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner));
  expect(res.status).toBe(201);
  return TrainingAppointmentCreated.parse(await res.json()).appointment;
}

const prompts = () => t.notices.filter((notice) => notice.type === 'rate_booking');

// Decision 095: training sessions are prompted like sitter bookings (086), keyed per session.
describe('rating prompts for training sessions', () => {
  it('asks the owner once when the session has completed, linking to the session, also when two runs race', async () => {
    const session = await bookSession();
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    clock.advance(3 * DAY + 3 * HOUR);
    const counts = await Promise.all([t.area.ratingPrompts.runDue(), t.area.ratingPrompts.runDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(prompts()).toEqual([
      expect.objectContaining({
        userId: owner.id,
        title: 'How was Kabir Mehta?',
        message: 'Rate your training session of March 5, 2026.',
        metadata: { bookingRequestId: session.id },
      }),
    ]);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toHaveLength(1);
  });

  it('does not ask about a session already rated, nor a cancelled one, and takes one rating per session', async () => {
    const rated = await bookSession();
    clock.advance(3 * DAY + 3 * HOUR);
    expect((await owner.send('POST', `/training-appointments/${rated.id}/rating`, { rating: 5 })).status).toBe(201);
    // One rating per booking, enforced by the API.
    expect((await owner.send('POST', `/training-appointments/${rated.id}/rating`, { rating: 1 })).status).toBe(409);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);

    const cancelled = await bookSession();
    expect((await owner.send('POST', `/training-appointments/${cancelled.id}/cancel`)).status).toBe(200);
    clock.advance(3 * DAY + 3 * HOUR);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toEqual([]);
  });
});
