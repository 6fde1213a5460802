import { describe, expect, it } from 'vitest';
import {
  BookingRequestCreated,
  ReportCardList,
  ReportCardSaved,
  ReportCardVisitList,
  reportCardMessages,
  type CreateBookingRequestInput,
  type FileReportCardInput,
} from '@petpal/contracts';
import { containsText, dataUrlOf, jpegWithExif } from '../../lib/photos/photos.test-support';
import {
  dayFrom,
  errorOf,
  makeOwner,
  makeSitter,
  perTestOwnerAndSitter,
  requestBody,
  requester,
} from '../care.test-support';
import { REPORT_CARD_PHOTOS_COLLECTION, REPORT_CARDS_COLLECTION } from './report-cards.repository';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const { clock, t, owner, sitter } = perTestOwnerAndSitter();

/** A booking the sitter has accepted: a walk three days ahead, 09:00-17:00 UTC, unless told. */
async function acceptedBooking(over: Partial<CreateBookingRequestInput> = {}) {
  const res = await owner.send('POST', '/requests', requestBody(clock, sitter, owner, over));
  expect(res.status).toBe(201);
  const request = BookingRequestCreated.parse(await res.json()).request;
  expect((await sitter.send('POST', `/practice/requests/${request.id}/accept`)).status).toBe(200);
  return request;
}

const photo = () => dataUrlOf('image/jpeg', jpegWithExif());
const card = (visitDate: string, over: Partial<FileReportCardInput> = {}): FileReportCardInput => ({
  visitDate,
  startTime: '09:05',
  endTime: '09:50',
  pee: true,
  poo: true,
  food: false,
  water: true,
  note: 'Rex pulled towards every squirrel and drank lots of water.',
  photos: [photo()],
  ...over,
});

const fileCard = (bookingId: string, body: unknown) =>
  sitter.send('POST', `/practice/requests/${bookingId}/report-cards`, body);
const counts = async () => ({
  cards: await t.db.collection(REPORT_CARDS_COLLECTION).countDocuments(),
  photos: await t.db.collection(REPORT_CARD_PHOTOS_COLLECTION).countDocuments(),
});

describe('report cards', () => {
  it('the sitter files a card with a photo once the walk has started; the owner reads it and hears of it', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY); // 10:00 on the walk's day: it started at 09:00.
    const res = await fileCard(booking.id, card(booking.startDate));
    expect(res.status).toBe(201);
    const filed = ReportCardSaved.parse(await res.json()).card;
    expect(filed).toMatchObject({
      bookingRequestId: booking.id,
      visitDate: booking.startDate,
      startedAt: `${booking.startDate}T09:05:00.000Z`,
      endedAt: `${booking.startDate}T09:50:00.000Z`,
      pee: true,
      poo: true,
      food: false,
      water: true,
      sitterName: 'Asha Rao',
      canEdit: true,
    });
    expect(filed.photos).toHaveLength(1);

    const notice = t.notices.find((sent) => sent.type === 'report_card')!;
    expect(notice).toMatchObject({
      userId: owner.id,
      title: 'New Report Card',
      message: `Asha Rao sent a report card for the walk on March 5, 2026.`,
      metadata: { bookingRequestId: booking.id },
    });

    const list = ReportCardList.parse(await (await owner.send('GET', `/requests/${booking.id}/report-cards`)).json());
    expect(list.cards).toEqual([{ ...filed, canEdit: false }]);

    // The photo: to the owner and the sitter, stripped of its location; to anyone else, not found.
    const photoPath = filed.photos[0]!.replace('/api/care', '');
    const seen = await owner.send('GET', photoPath);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(containsText(new Uint8Array(await seen.arrayBuffer()), 'GPS')).toBe(false);
    expect((await sitter.send('GET', photoPath)).status).toBe(200);
    const stranger = await makeOwner(t, 'stranger@example.com');
    expect((await stranger.send('GET', photoPath)).status).toBe(404);
    expect((await requester(t)('GET', photoPath)).status).toBe(401);
  });

  it('refuses a card before the visit has started, for a booking not accepted, and for a day that is no visit', async () => {
    const booking = await acceptedBooking();
    let res = await fileCard(booking.id, card(booking.startDate));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(reportCardMessages.notStarted);

    const pending = BookingRequestCreated.parse(
      await (
        await owner.send(
          'POST',
          '/requests',
          requestBody(clock, sitter, owner, {
            startDate: dayFrom(clock, 0),
            endDate: dayFrom(clock, 0),
            startTime: '11:00',
          }),
        )
      ).json(),
    ).request;
    clock.advance(2 * HOUR);
    res = await fileCard(pending.id, card(pending.startDate));
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(reportCardMessages.notBooked);

    clock.advance(3 * DAY);
    res = await fileCard(booking.id, card(dayFrom(clock, 1)));
    expect(res.status).toBe(400);
    expect(await counts()).toEqual({ cards: 0, photos: 0 });
    expect(t.notices.filter((sent) => sent.type === 'report_card')).toEqual([]);
  });

  it('files one card per occurrence of a repeat-weekly walk, on its chosen weekdays only', async () => {
    // Monday 2 March 2026: Mondays and Thursdays from the 5th to the 12th are the 5th, 9th and 12th.
    const booking = await acceptedBooking({
      startDate: '2026-03-05',
      endDate: '2026-03-12',
      scheduleType: 'repeat-weekly',
      daysOfWeek: ['monday', 'thursday'],
      startTime: '07:00',
      endTime: '08:00',
    });
    clock.advance(8 * DAY); // 10 March, 10:00.
    const visits = ReportCardVisitList.parse(
      await (await sitter.send('GET', `/practice/requests/${booking.id}/report-cards`)).json(),
    ).visits;
    expect(visits.map((visit) => [visit.visitDate, visit.started])).toEqual([
      ['2026-03-05', true],
      ['2026-03-09', true],
      ['2026-03-12', false],
    ]);
    const times = { startTime: '07:00', endTime: '07:55', photos: [] };
    expect((await fileCard(booking.id, card('2026-03-05', times))).status).toBe(201);
    expect((await fileCard(booking.id, card('2026-03-09', times))).status).toBe(201);
    expect((await fileCard(booking.id, card('2026-03-10', times))).status).toBe(400);
    expect((await fileCard(booking.id, card('2026-03-12', times))).status).toBe(409);
    const list = ReportCardList.parse(await (await owner.send('GET', `/requests/${booking.id}/report-cards`)).json());
    expect(list.cards.map((filed) => filed.visitDate)).toEqual(['2026-03-05', '2026-03-09']);
  });

  it('keeps one card per visit when the same card is sent twice at once: one 201, one 409, one card stored', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const answers = await Promise.all([
      fileCard(booking.id, card(booking.startDate)),
      fileCard(booking.id, card(booking.startDate)),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect((await errorOf(answers.find((res) => res.status === 409)!)).message).toBe(reportCardMessages.exists);
    expect(await counts()).toEqual({ cards: 1, photos: 1 });
    expect(t.notices.filter((sent) => sent.type === 'report_card')).toHaveLength(1);
  });

  it('lets only the booking’s sitter file, and only the booking’s owner read', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const otherSitter = await makeSitter(t, 'other-sitter@example.com');
    const otherOwner = await makeOwner(t, 'other-owner@example.com');
    const path = `/practice/requests/${booking.id}/report-cards`;
    expect((await otherSitter.send('POST', path, card(booking.startDate))).status).toBe(404);
    expect((await otherSitter.send('GET', path)).status).toBe(404);
    expect((await owner.send('POST', path, card(booking.startDate))).status).toBe(403);
    expect((await requester(t)('POST', path, card(booking.startDate))).status).toBe(401);
    expect((await otherOwner.send('GET', `/requests/${booking.id}/report-cards`)).status).toBe(404);
    expect((await sitter.send('GET', `/requests/${booking.id}/report-cards`)).status).toBe(403);
    expect(await counts()).toEqual({ cards: 0, photos: 0 });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const bad = [
      card(booking.startDate, { note: 'x'.repeat(1001) }),
      card(booking.startDate, { photos: Array.from({ length: 7 }, photo) }),
      card(booking.startDate, { startTime: '10:00', endTime: '09:00' }),
      card(booking.startDate, { startTime: '9am' }),
      { ...card(booking.startDate), pee: 'yes' },
      { ...card(booking.startDate), extra: 1 },
      card(booking.startDate, { photos: ['data:image/png;base64,AAAA'] }),
    ];
    for (const body of bad)
      expect((await fileCard(booking.id, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await counts()).toEqual({ cards: 0, photos: 0 });
  });

  it('lets the sitter change the card for 24 hours after filing, then answers 409', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const filed = ReportCardSaved.parse(await (await fileCard(booking.id, card(booking.startDate))).json()).card;
    clock.advance(23 * HOUR);
    const kept = filed.photos[0]!;
    let res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, {
      food: true,
      endTime: '10:10',
      photos: [kept, photo()],
    });
    expect(res.status).toBe(200);
    const changed = ReportCardSaved.parse(await res.json()).card;
    expect(changed).toMatchObject({ food: true, endedAt: `${booking.startDate}T10:10:00.000Z`, note: filed.note });
    expect(changed.photos[0]).toBe(kept);
    expect(changed.photos).toHaveLength(2);

    res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, { photos: [changed.photos[1]] });
    expect(ReportCardSaved.parse(await res.json()).card.photos).toEqual([changed.photos[1]]);
    expect(await counts()).toEqual({ cards: 1, photos: 1 });

    const otherSitter = await makeSitter(t, 'other-sitter@example.com');
    expect((await otherSitter.send('PATCH', `/practice/report-cards/${filed.id}`, { food: false })).status).toBe(404);
    expect((await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, {})).status).toBe(400);
    expect(
      (
        await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, {
          photos: [`/api/care/report-cards/photos/${'a'.repeat(24)}`],
        })
      ).status,
    ).toBe(400);

    clock.advance(HOUR);
    res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, { note: 'Too late' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(reportCardMessages.editOver);
    const list = ReportCardList.parse(await (await owner.send('GET', `/requests/${booking.id}/report-cards`)).json());
    expect(list.cards[0]!.note).toBe(filed.note);
  });

  it('files the one card of a house sit on its start date, ending on its end date', async () => {
    const booking = await acceptedBooking({
      serviceType: 'house-sitting',
      startDate: dayFrom(clock, 3),
      endDate: dayFrom(clock, 5),
      startTime: '18:00',
      endTime: '10:00',
    });
    clock.advance(4 * DAY);
    const res = await fileCard(booking.id, card(booking.startDate, { startTime: '18:10', endTime: '09:40' }));
    expect(res.status).toBe(201);
    expect(ReportCardSaved.parse(await res.json()).card).toMatchObject({
      startedAt: `${booking.startDate}T18:10:00.000Z`,
      endedAt: `${booking.endDate}T09:40:00.000Z`,
    });
    expect(t.notices.find((sent) => sent.type === 'report_card')!.message).toContain('house sit');
  });
});
