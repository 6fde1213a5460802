import { describe, expect, it } from 'vitest';
import {
  BookingRatingCreated,
  careMessages,
  StylingAppointmentCreated,
  StylingAppointmentList,
  StylistDetail,
  StylistList,
  stylistMessages,
} from '@petpal/contracts';
import { createCareTestApp, errorOf, makeOwner, perTestCareApp } from '../care.test-support';
import { makeStylist, stylingBody, STYLING_START } from './stylists.test-support';
import { perTest } from '../../test-support/per-test';

const DAY = 86_400_000;
const { clock, t } = perTestCareApp(createCareTestApp, STYLING_START);
const owner = perTest(() => makeOwner(t, 'owner@example.com'));
const stylist = perTest(() => makeStylist(t, 'stylist@example.com'));

/** The owner's 10:00 appointment `days` ahead (UTC), confirmed at booking. */
async function booked(days: number, startTime = '10:00') {
  const res = await owner.send('POST', '/stylist-appointments', stylingBody(clock, stylist, { startTime }, days));
  expect(res.status).toBe(201);
  return StylingAppointmentCreated.parse(await res.json()).appointment;
}
const rateStyling = (id: string, body: unknown, by = owner) =>
  by.send('POST', `/stylist-appointments/${id}/rating`, body);
const listOf = async (who: Pick<typeof owner, 'send'>, path: string) =>
  StylingAppointmentList.parse(await (await who.send('GET', path)).json()).appointments;
const stylistPage = async () =>
  StylistDetail.parse(await (await owner.send('GET', `/stylists/${stylist.stylistId}`)).json());
const stylistCard = async () =>
  StylistList.parse(await (await owner.send('GET', '/stylists')).json()).stylists.map((s) => [s.rating, s.reviewCount]);

describe('a styling appointment completes at its end and its owner rates the stylist once', () => {
  it('shows New, then Completed with Rate, then the rating on the card and Rated on the appointment', async () => {
    const appointment = await booked(3);
    expect(appointment).toMatchObject({ status: 'confirmed', canRate: false, rated: false });
    expect(await stylistCard()).toEqual([[null, 0]]);
    expect((await stylistPage()).reviews).toEqual([]);

    clock.advance(4 * DAY);
    const [past] = await listOf(owner, '/stylist-appointments?scope=past');
    expect(past).toMatchObject({ id: appointment.id, status: 'completed', canRate: true, rated: false });
    const [seenByStylist] = await listOf(stylist, '/stylist-practice/appointments?scope=past');
    expect(seenByStylist).toMatchObject({ status: 'completed', canRate: false, rated: false });

    const res = await rateStyling(appointment.id, { rating: 5, feedback: 'So gentle.' });
    expect(res.status).toBe(201);
    expect(BookingRatingCreated.parse(await res.json()).review).toMatchObject({ rating: 5, feedback: 'So gentle.' });
    expect((await listOf(owner, '/stylist-appointments?scope=past'))[0]).toMatchObject({ canRate: false, rated: true });
    expect(await stylistCard()).toEqual([[5, 1]]);
    // The stylist's page lists it (decision 101): stars, date, text, the owner's first name.
    expect((await stylistPage()).reviews).toMatchObject([{ rating: 5, feedback: 'So gentle.', author: 'owner' }]);

    const twice = await rateStyling(appointment.id, { rating: 1 });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).code).toBe('already_rated');
    expect(await stylistCard()).toEqual([[5, 1]]);
  });

  it('refuses an appointment not over yet or cancelled (409), a stranger (404), a bad body (400); stores nothing', async () => {
    const upcoming = await booked(3);
    const early = await rateStyling(upcoming.id, { rating: 4 });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(careMessages.notRatable);

    const cancelled = await booked(3, '11:00');
    expect((await owner.send('POST', `/stylist-appointments/${cancelled.id}/cancel`)).status).toBe(200);
    clock.advance(4 * DAY);
    expect((await rateStyling(cancelled.id, { rating: 4 })).status).toBe(409);

    const stranger = await rateStyling(upcoming.id, { rating: 2 }, await makeOwner(t, 'stranger@example.com'));
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe(stylistMessages.appointmentNotFound);
    expect((await stylist.send('POST', `/stylist-appointments/${upcoming.id}/rating`, { rating: 5 })).status).toBe(403);
    expect((await rateStyling(upcoming.id, { rating: 9 })).status).toBe(400);
    expect((await rateStyling(upcoming.id, { rating: 4, feedback: 'x'.repeat(2001) })).status).toBe(400);
    expect(await t.db.collection('pet_stylist_ratings').countDocuments()).toBe(0);
  });
});
