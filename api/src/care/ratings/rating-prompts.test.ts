import { describe, expect, it } from 'vitest';
import { BookingRequestCreated } from '@petpal/contracts';
import { dayFrom, perTestOwnerAndSitter, requestBody } from '../care.test-support';

const DAY = 86_400_000;
const { clock, t, owner, sitter } = perTestOwnerAndSitter();

async function acceptedWalk(daysAhead = 3) {
  const res = await owner.send(
    'POST',
    '/requests',
    requestBody(clock, sitter, owner, { startDate: dayFrom(clock, daysAhead), endDate: dayFrom(clock, daysAhead) }),
  );
  const request = BookingRequestCreated.parse(await res.json()).request;
  expect((await sitter.send('POST', `/practice/requests/${request.id}/accept`)).status).toBe(200);
  return request;
}

const prompts = () => t.notices.filter((notice) => notice.type === 'rate_booking');

describe('rating prompts', () => {
  it('asks the owner once, when the booking has completed, linking to the booking', async () => {
    const walk = await acceptedWalk();
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    clock.advance(4 * DAY); // The walk (09:00-17:00 three days on) is over.
    expect(await t.area.ratingPrompts.runDue()).toBe(1);
    expect(prompts()).toEqual([
      expect.objectContaining({
        userId: owner.id,
        title: 'How was Asha Rao?',
        message: 'Rate your walk of March 5, 2026.',
        metadata: { bookingRequestId: walk.id },
      }),
    ]);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toHaveLength(1);
  });

  it('sends one prompt when two runs (two API processes) race', async () => {
    await acceptedWalk();
    clock.advance(4 * DAY);
    const counts = await Promise.all([t.area.ratingPrompts.runDue(), t.area.ratingPrompts.runDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(prompts()).toHaveLength(1);
  });

  it('does not ask about a booking already rated, nor one that ended over a week ago', async () => {
    const rated = await acceptedWalk();
    clock.advance(4 * DAY);
    expect((await owner.send('POST', `/requests/${rated.id}/rating`, { rating: 5 })).status).toBe(201);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);

    await acceptedWalk();
    clock.advance(12 * DAY);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toEqual([]);
  });
});
