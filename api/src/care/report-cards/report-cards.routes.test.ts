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
import { Binary, ObjectId } from 'mongodb';
import { createImagesService, IMAGE_NOT_YOURS, testPhoto, uploadTestPhoto } from '../../images';
import {
  dayFrom,
  errorOf,
  makeOwner,
  makeSitter,
  perTestOwnerAndSitter,
  requestBody,
  requester,
} from '../care.test-support';
import {
  createReportCardsRepository,
  REPORT_CARD_PHOTOS_COLLECTION,
  REPORT_CARDS_COLLECTION,
} from './report-cards.repository';
import { migrateLegacyReportCardPhotos } from './report-cards.service';

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

/** A photo the sitter uploaded (POST /api/images does the same), as its id. */
const photo = async () => (await uploadTestPhoto(t.db, sitter.id, { width: 640, height: 480 })).id;
const card = (visitDate: string, over: Partial<FileReportCardInput> = {}): FileReportCardInput => ({
  visitDate,
  startTime: '09:05',
  endTime: '09:50',
  pee: true,
  poo: true,
  food: false,
  water: true,
  note: 'Rex pulled towards every squirrel and drank lots of water.',
  ...over,
});

const fileCard = (bookingId: string, body: unknown) =>
  sitter.send('POST', `/practice/requests/${bookingId}/report-cards`, body);
const counts = async () => ({
  cards: await t.db.collection(REPORT_CARDS_COLLECTION).countDocuments(),
  photos: await t.db.collection('images').countDocuments(),
});

describe('report cards', () => {
  it('the sitter files a card with a photo once the walk has started; the owner reads it and hears of it', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY); // 10:00 on the walk's day: it started at 09:00.
    const phone = await uploadTestPhoto(t.db, sitter.id, { width: 2400, height: 1800, noise: true });
    const res = await fileCard(booking.id, card(booking.startDate, { photoIds: [phone.id] }));
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
    expect(filed.photos).toEqual([phone]);

    const notice = t.notices.find((sent) => sent.type === 'report_card')!;
    expect(notice).toMatchObject({
      userId: owner.id,
      title: 'New Report Card',
      message: `Asha Rao sent a report card for the walk on March 5, 2026.`,
      metadata: { bookingRequestId: booking.id },
    });

    const list = ReportCardList.parse(await (await owner.send('GET', `/requests/${booking.id}/report-cards`)).json());
    expect(list.cards).toEqual([{ ...filed, canEdit: false }]);

    // The photo is an image of the pipeline (srcset widths), no longer a route of the care area.
    expect(phone.widths).toEqual([320, 640, 1280]);
    expect((await createImagesService(t.db).read(phone.id, 640)).width).toBe(640);
    expect((await sitter.send('GET', `/report-cards/photos/${'a'.repeat(24)}`)).status).toBe(404);
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
    const times = { startTime: '07:00', endTime: '07:55' };
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
    const same = card(booking.startDate, { photoIds: [await photo()] });
    const answers = await Promise.all([fileCard(booking.id, same), fileCard(booking.id, same)]);
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
      card(booking.startDate, { photoIds: Array.from({ length: 7 }, (_, i) => `${'A'.repeat(21)}${i}`) }),
      card(booking.startDate, { startTime: '10:00', endTime: '09:00' }),
      card(booking.startDate, { startTime: '9am' }),
      { ...card(booking.startDate), pee: 'yes' },
      { ...card(booking.startDate), extra: 1 },
      card(booking.startDate, { photoIds: ['data:image/png;base64,AAAA'] }),
      card(booking.startDate, { photoIds: ['A'.repeat(22)] }),
    ];
    for (const body of bad)
      expect((await fileCard(booking.id, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(await counts()).toEqual({ cards: 0, photos: 0 });

    // Someone else's upload, and one another record keeps, are refused on photoIds; nothing is stored.
    const owners = await uploadTestPhoto(t.db, owner.id);
    const kept = await photo();
    await createImagesService(t.db).claim(sitter.id, kept, 'post:somewhere');
    for (const photoIds of [[owners.id], [kept]]) {
      const res = await fileCard(booking.id, card(booking.startDate, { photoIds }));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ photoIds: IMAGE_NOT_YOURS });
    }
    expect(await t.db.collection(REPORT_CARDS_COLLECTION).countDocuments()).toBe(0);
  });

  it('lets the sitter change the card for 24 hours after filing, then answers 409', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const first = await photo();
    const filed = ReportCardSaved.parse(
      await (await fileCard(booking.id, card(booking.startDate, { photoIds: [first] }))).json(),
    ).card;
    clock.advance(23 * HOUR);
    const kept = filed.photos[0]!;
    const second = await photo();
    let res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, {
      food: true,
      endTime: '10:10',
      photoIds: [kept.id, second],
    });
    expect(res.status).toBe(200);
    const changed = ReportCardSaved.parse(await res.json()).card;
    expect(changed).toMatchObject({ food: true, endedAt: `${booking.startDate}T10:10:00.000Z`, note: filed.note });
    expect(changed.photos.map((image) => image.id)).toEqual([kept.id, second]);

    // Dropping the first deletes its image.
    res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, { photoIds: [second] });
    expect(ReportCardSaved.parse(await res.json()).card.photos).toEqual([changed.photos[1]]);
    expect(await counts()).toEqual({ cards: 1, photos: 1 });

    const otherSitter = await makeSitter(t, 'other-sitter@example.com');
    expect((await otherSitter.send('PATCH', `/practice/report-cards/${filed.id}`, { food: false })).status).toBe(404);
    expect((await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, {})).status).toBe(400);
    const ownersPhoto = await uploadTestPhoto(t.db, owner.id);
    res = await sitter.send('PATCH', `/practice/report-cards/${filed.id}`, { photoIds: [second, ownersPhoto.id] });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ photoIds: IMAGE_NOT_YOURS });

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

  it('moves photos stored the old way into the pipeline at start, once; an unreadable one is dropped', async () => {
    const booking = await acceptedBooking();
    clock.advance(3 * DAY);
    const filed = ReportCardSaved.parse(await (await fileCard(booking.id, card(booking.startDate))).json()).card;
    const cardId = new ObjectId(filed.id);
    const [good, broken] = [new ObjectId(), new ObjectId()];
    await t.db
      .collection(REPORT_CARDS_COLLECTION)
      .updateOne({ _id: cardId }, { $set: { photoIds: [good, broken] }, $unset: { photos: '' } });
    const jpeg = await testPhoto({ width: 900, height: 600 });
    await t.db.collection(REPORT_CARD_PHOTOS_COLLECTION).insertMany([
      { _id: broken, cardId, contentType: 'image/jpeg', data: new Binary(jpeg.slice(0, 200)) },
      { _id: good, cardId, contentType: 'image/jpeg', data: new Binary(jpeg) },
      { _id: new ObjectId(), cardId: new ObjectId(), contentType: 'image/jpeg', data: new Binary(jpeg) },
    ]);
    const cards = createReportCardsRepository(t.db);
    expect(await migrateLegacyReportCardPhotos(cards, createImagesService(t.db))).toBe(2);
    const list = ReportCardList.parse(await (await owner.send('GET', `/requests/${booking.id}/report-cards`)).json());
    expect(list.cards[0]!.photos).toEqual([expect.objectContaining({ widths: [320, 640, 900], width: 900 })]);
    expect(await t.db.collection(REPORT_CARD_PHOTOS_COLLECTION).countDocuments()).toBe(0);
    expect(await migrateLegacyReportCardPhotos(cards, createImagesService(t.db))).toBe(0);
  });
});
