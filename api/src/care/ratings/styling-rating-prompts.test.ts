import { describe, expect, it } from 'vitest';
import { StylingAppointmentCreated } from '@petpal/contracts';
import { perTest } from '../../test-support/per-test';
import { longDate } from '../care-notices';
import { createCareTestApp, makeOwner, perTestCareApp } from '../care.test-support';
import { makeStylist, stylingBody, STYLING_START } from '../stylists/stylists.test-support';

const DAY = 86_400_000;
const { clock, t } = perTestCareApp(createCareTestApp, STYLING_START);
const owner = perTest(() => makeOwner(t, 'owner@example.com'));
const stylist = perTest(() => makeStylist(t, 'stylist@example.com'));

/** The owner's 10:00 appointment three days ahead (UTC), confirmed at booking. */
async function booked() {
  const res = await owner.send('POST', '/stylist-appointments', stylingBody(clock, stylist, {}, 3));
  expect(res.status).toBe(201);
  return StylingAppointmentCreated.parse(await res.json()).appointment;
}

const prompts = () => t.notices.filter((notice) => notice.type === 'rate_booking');

// Decision 095: grooming appointments are prompted like sitter bookings (086), keyed per appointment.
describe('rating prompts for grooming appointments', () => {
  it('asks the owner once when the appointment has completed, linking to it, also when two runs race', async () => {
    const appointment = await booked();
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    clock.advance(4 * DAY);
    const counts = await Promise.all([t.area.ratingPrompts.runDue(), t.area.ratingPrompts.runDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(prompts()).toEqual([
      expect.objectContaining({
        userId: owner.id,
        title: 'How was Meera Iyer?',
        message: `Rate your grooming appointment of ${longDate(appointment.date)}.`,
        metadata: { bookingRequestId: appointment.id },
      }),
    ]);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toHaveLength(1);
  });

  it('does not ask about an appointment already rated, and takes one rating per appointment', async () => {
    const rated = await booked();
    clock.advance(4 * DAY);
    expect((await owner.send('POST', `/stylist-appointments/${rated.id}/rating`, { rating: 5 })).status).toBe(201);
    expect((await owner.send('POST', `/stylist-appointments/${rated.id}/rating`, { rating: 2 })).status).toBe(409);
    expect(await t.area.ratingPrompts.runDue()).toBe(0);
    expect(prompts()).toEqual([]);
  });
});
