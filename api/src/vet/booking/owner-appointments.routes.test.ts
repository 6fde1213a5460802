import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import {
  AppointmentCreated,
  AppointmentUpdated,
  OwnerAppointmentList,
  RatingCreated,
  VetDetail,
  VisitNoteList,
  vetMessages,
} from '@petpal/contracts';
import { TEST_PAYMENT_METHODS } from '../../payments';
import { createVetRepositories } from '../vet-area';
import { type AppointmentDoc, APPOINTMENTS_COLLECTION } from './appointments.repository';
import { SLOT_CLAIMS_COLLECTION } from './slot-claims.repository';
import { type ChargeDoc, CHARGES_COLLECTION } from '../charges/charges.repository';
import { type PaymentDoc, PAYMENTS_COLLECTION } from '../charges/teleconsultation-payments.repository';
import { createOutboxRepository } from '../../lib/mailer';
import {
  addCard,
  addSchedule,
  createTestVetArea,
  daysAhead,
  errorOf,
  makeOwner,
  perTestVetAndOwner,
  requester,
} from '../testing/vet.test-support';

const { t, vet, owner } = perTestVetAndOwner(800);
const HOUR = 3600 * 1000;

const appointmentsCol = () => t.db.collection<AppointmentDoc>(APPOINTMENTS_COLLECTION);
const chargeOf = (id: string) =>
  t.db.collection<ChargeDoc>(CHARGES_COLLECTION).findOne({ appointmentId: new ObjectId(id) });

/** Books through the API: in person, or a paid teleconsultation with `card`. */
async function book(days: number, startTime = '09:00', card?: string) {
  const date = daysAhead(days);
  const schedule = await addSchedule(t.db, vet, { scheduleDate: date, startTime: '09:00', endTime: '12:00' });
  const res = await owner.send('POST', '/api/vet/appointments', {
    vetId: vet.id,
    date,
    startTime,
    scheduleId: schedule._id.toHexString(),
    appointmentType: card ? 'teleconsultation' : 'in_person',
    petId: owner.pet._id.toHexString(),
    ...(card
      ? { contactMethod: 'whatsapp', contactLink: '+91 98765 43210', disclaimerAccepted: true, paymentMethodId: card }
      : {}),
  });
  expect(res.status).toBe(201);
  return AppointmentCreated.parse(await res.json()).appointment;
}

/** An appointment stored directly, `hoursFromNow` away (negative: in the past). */
async function stored(hoursFromNow: number, over: Partial<AppointmentDoc> = {}): Promise<AppointmentDoc> {
  const startsAt = new Date(Math.floor((Date.now() + hoursFromNow * HOUR) / 300_000) * 300_000);
  const doc: AppointmentDoc = {
    _id: new ObjectId(),
    petOwnerId: owner.owner._id,
    ownerUserId: owner.user._id,
    vetId: vet.vet._id,
    scheduleId: new ObjectId(),
    appointmentDate: startsAt.toISOString().slice(0, 10),
    startTime: startsAt.toISOString().slice(11, 16),
    endTime: new Date(startsAt.getTime() + 30 * 60000).toISOString().slice(11, 16),
    timeZone: 'UTC',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * 60000),
    status: 'confirmed',
    petId: owner.pet._id,
    reason: null,
    preferredContact: null,
    appointmentType: 'in_person',
    contactMethod: null,
    contactLink: null,
    paymentRequired: false,
    paymentStatus: 'not_required',
    consultationFee: 800,
    paymentMethodId: null,
    disclaimerAccepted: false,
    disclaimerAcceptedAt: null,
    visitNotes: null,
    visitNotesUpdatedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...over,
  };
  await appointmentsCol().insertOne(doc);
  return doc;
}

describe('GET /api/vet/appointments', () => {
  it("lists the owner's pending and confirmed appointments with vet and pet, upcoming or past", async () => {
    const later = await book(5);
    const sooner = await book(2);
    const past = await stored(-48);
    await stored(72, { status: 'cancelled' });
    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const upcoming = OwnerAppointmentList.parse(await (await owner.send('GET', '/api/vet/appointments')).json());
    expect(upcoming.appointments.map((a) => a.id)).toEqual([sooner.id, later.id]);
    expect(upcoming.appointments[0]).toMatchObject({
      vet: { fullName: 'Dr. Asha Rao', location: 'Bengaluru', phoneNumber: '+91 98765 43210' },
      pet: { name: 'Rex', breed: 'Beagle' },
    });
    const history = OwnerAppointmentList.parse(
      await (await owner.send('GET', '/api/vet/appointments?scope=past')).json(),
    );
    expect(history.appointments.map((a) => [a.id, a.canRate, a.canCancel])).toEqual([
      [past._id.toHexString(), true, false],
    ]);
    // Over, a confirmed appointment reads Completed (decision 086); ahead, the stored status.
    expect(history.appointments[0]!.status).toBe('completed');
    expect(upcoming.appointments.map((a) => a.status)).not.toContain('completed');
    expect(await (await other.send('GET', '/api/vet/appointments')).json()).toEqual({ appointments: [] });
    expect((await owner.send('GET', '/api/vet/appointments?scope=soon')).status).toBe(400);
  });
});

describe('POST /api/vet/appointments/:id/cancel', () => {
  it('cancels a free appointment more than 24 hours ahead and frees its slot', async () => {
    const booked = await book(3);
    const res = await owner.send('POST', `/api/vet/appointments/${booked.id}/cancel`);
    expect(res.status).toBe(200);
    expect(AppointmentUpdated.parse(await res.json()).appointment).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
    expect(await t.db.collection(SLOT_CLAIMS_COLLECTION).countDocuments()).toBe(0);
    const again = await owner.send('POST', `/api/vet/appointments/${booked.id}/cancel`);
    expect(AppointmentUpdated.parse(await again.json()).appointment.status).toBe('cancelled');
    // The slot can be booked again.
    await book(3);
  });

  it('refuses within 24 hours, a paid one then, and anyone else', async () => {
    const soon = await stored(23);
    const late = await owner.send('POST', `/api/vet/appointments/${soon._id.toHexString()}/cancel`);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toEqual({ code: 'cancel_too_late', message: vetMessages.cancelTooLate });

    const paid = await stored(23, {
      paymentRequired: true,
      paymentStatus: 'completed',
      appointmentType: 'teleconsultation',
    });
    const refused = await owner.send('POST', `/api/vet/appointments/${paid._id.toHexString()}/cancel`);
    expect(await errorOf(refused)).toEqual({ code: 'paid_cancel', message: vetMessages.paidCancel });

    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const theirs = await other.send('POST', `/api/vet/appointments/${paid._id.toHexString()}/cancel`);
    expect(theirs.status).toBe(404);
    expect(await errorOf(theirs)).toEqual({ code: 'not_found', message: vetMessages.notFound });
  });

  it('cancels the pending charge of an unpaid teleconsultation', async () => {
    const booked = await book(4, '09:00', await addCard(owner));
    expect((await owner.send('POST', `/api/vet/appointments/${booked.id}/cancel`)).status).toBe(200);
    expect(await chargeOf(booked.id)).toMatchObject({ chargeStatus: 'cancelled' });
  });

  it('refuses while a charge attempt holds the charge, changing nothing', async () => {
    const booked = await book(4, '09:00', await addCard(owner));
    await t.db
      .collection<ChargeDoc>(CHARGES_COLLECTION)
      .updateOne({ appointmentId: new ObjectId(booked.id) }, { $set: { chargeStatus: 'processing' } });
    const refused = await owner.send('POST', `/api/vet/appointments/${booked.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: 'payment_in_progress', message: vetMessages.paymentInProgress });
    expect(await chargeOf(booked.id)).toMatchObject({ chargeStatus: 'processing' });
    const appointment = await t.db
      .collection<AppointmentDoc>(APPOINTMENTS_COLLECTION)
      .findOne({ _id: new ObjectId(booked.id) });
    expect(appointment?.status).toBe('pending');
  });
});

describe('cancelling a paid teleconsultation in time', () => {
  async function paidAhead(days: number) {
    const booked = await book(days, '09:00', await addCard(owner));
    const res = await owner.send(
      'POST',
      `/api/vet/appointments/${booked.id}/pay`,
      {},
      { 'Idempotency-Key': `pay-${booked.id}` },
    );
    expect(res.status).toBe(200);
    return booked;
  }
  const sandboxRefunds = () => t.db.collection('sandbox_refunds').find({}).toArray();
  const cancel = (id: string) => owner.send('POST', `/api/vet/appointments/${id}/cancel`);

  it('refunds the fee once, tells the owner what was refunded and keeps it in their list', async () => {
    const booked = await paidAhead(4);
    const [first, second] = await Promise.all([cancel(booked.id), cancel(booked.id)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const cancelled = AppointmentUpdated.parse(await first.json()).appointment;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refund: { status: 'refunded', amount: { amountMinor: 80_000, currency: 'INR' }, refundedAt: expect.any(String) },
    });
    expect(await sandboxRefunds()).toMatchObject([
      { idempotencyKey: `refund:teleconsultation:${booked.id}`, amountMinor: 80_000 },
    ]);
    expect(AppointmentUpdated.parse(await (await cancel(booked.id)).json()).appointment.refund?.status).toBe(
      'refunded',
    );
    expect(await sandboxRefunds()).toHaveLength(1);

    const upcoming = OwnerAppointmentList.parse(await (await owner.send('GET', '/api/vet/appointments')).json());
    expect(upcoming.appointments.map((a) => [a.id, a.status, a.refund?.amount.amountMinor])).toEqual([
      [booked.id, 'cancelled', 80_000],
    ]);
    const [mail] = await createOutboxRepository(t.db).list('sam@example.com', 1);
    expect(mail?.subject).toBe('Teleconsultation Refunded');
    expect(mail?.text).toContain(
      `We refunded ₹800.00 to your payment method for your cancelled teleconsultation on ${booked.date} at 09:00.`,
    );
  });

  it('keeps a refund the provider refused pending, and the charge job makes it later', async () => {
    const booked = await paidAhead(5);
    const charges = t.db.collection('sandbox_charges');
    // The provider is unable to refund for now (its charge reads as not refundable).
    await charges.updateOne({}, { $set: { status: 'declined' } });
    const pending = AppointmentUpdated.parse(await (await cancel(booked.id)).json()).appointment;
    expect(pending).toMatchObject({ status: 'cancelled', refund: { status: 'pending', refundedAt: null } });
    expect(await appointmentsCol().findOne({ _id: new ObjectId(booked.id) })).toMatchObject({
      refund: { lastError: expect.stringContaining('no succeeded charge') },
    });

    await charges.updateOne({}, { $set: { status: 'succeeded' } });
    const area = createTestVetArea(t.db);
    expect(await area.runPendingRefunds()).toBe(1);
    expect(await area.runPendingRefunds()).toBe(0);
    expect(await sandboxRefunds()).toHaveLength(1);
    const listed = OwnerAppointmentList.parse(await (await owner.send('GET', '/api/vet/appointments')).json());
    expect(listed.appointments[0]?.refund).toMatchObject({ status: 'refunded' });
  });
});

describe('POST /api/vet/appointments/:id/pay', () => {
  it('charges the saved method: payment completed, status confirmed, charge succeeded, payment recorded', async () => {
    const card = await addCard(owner);
    const booked = await book(4, '09:00', card);
    const res = await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, {}, { 'Idempotency-Key': 'pay-1' });
    expect(res.status).toBe(200);
    expect(AppointmentUpdated.parse(await res.json()).appointment).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'completed',
      canCancel: true,
    });
    expect(await chargeOf(booked.id)).toMatchObject({ chargeStatus: 'succeeded', leaseUntil: null });
    const payments = await t.db
      .collection<PaymentDoc>(PAYMENTS_COLLECTION)
      .find({ appointmentId: new ObjectId(booked.id) })
      .toArray();
    expect(payments).toMatchObject([{ amount: 800, currency: 'INR', paymentStatus: 'succeeded', source: 'pay_now' }]);
    const sandbox = await t.db.collection('sandbox_charges').find({}).toArray();
    expect(sandbox).toMatchObject([{ amountMinor: 80_000, currency: 'INR', status: 'succeeded' }]);

    // A retry replays the answer and charges nothing more; paying again is refused.
    const retry = await owner.send(
      'POST',
      `/api/vet/appointments/${booked.id}/pay`,
      {},
      { 'Idempotency-Key': 'pay-1' },
    );
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const again = await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, {});
    expect(await errorOf(again)).toEqual({ code: 'already_paid', message: vetMessages.alreadyPaid });
    expect(await t.db.collection('sandbox_charges').countDocuments()).toBe(1);
  });

  it('answers 402 payment_failed on a decline and changes nothing else', async () => {
    const declining = await addCard(owner, TEST_PAYMENT_METHODS.chargeFails);
    const booked = await book(4, '09:00', declining);
    const res = await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, {});
    expect(res.status).toBe(402);
    expect(await errorOf(res)).toEqual({ code: 'payment_failed', message: vetMessages.paymentFailed });
    expect(await appointmentsCol().findOne({ _id: new ObjectId(booked.id) })).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(await chargeOf(booked.id)).toMatchObject({ chargeStatus: 'pending', leaseUntil: null, attempts: 1 });
    expect(
      await t.db.collection(PAYMENTS_COLLECTION).findOne({ appointmentId: new ObjectId(booked.id) }),
    ).toMatchObject({ paymentStatus: 'declined' });

    // Another (own) card then succeeds.
    const good = await addCard(owner);
    const paid = await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, { paymentMethodId: good });
    expect(paid.status).toBe(200);
  });

  it("refuses another user's method, a free appointment and a cancelled one", async () => {
    const booked = await book(4, '09:00', await addCard(owner));
    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const foreign = await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, {
      paymentMethodId: await addCard(other),
    });
    expect(foreign.status).toBe(400);
    expect((await errorOf(foreign)).fields).toEqual({ paymentMethodId: vetMessages.paymentMethod });
    expect((await other.send('POST', `/api/vet/appointments/${booked.id}/pay`, {})).status).toBe(404);

    const free = await book(5);
    expect(await errorOf(await owner.send('POST', `/api/vet/appointments/${free.id}/pay`, {}))).toEqual({
      code: 'payment_not_required',
      message: vetMessages.notPayable,
    });
    await owner.send('POST', `/api/vet/appointments/${booked.id}/cancel`);
    expect((await errorOf(await owner.send('POST', `/api/vet/appointments/${booked.id}/pay`, {}))).code).toBe(
      'appointment_cancelled',
    );
  });
});

describe('POST /api/vet/appointments/:id/rating', () => {
  it('rates once after the appointment; the vet card follows', async () => {
    const past = await stored(-3);
    const path = `/api/vet/appointments/${past._id.toHexString()}/rating`;
    const res = await owner.send('POST', path, { rating: 4, feedback: ' Lovely with Rex. ' });
    expect(res.status).toBe(201);
    expect(RatingCreated.parse(await res.json()).review).toMatchObject({
      rating: 4,
      feedback: 'Lovely with Rex.',
      author: 'sam',
    });
    const twice = await owner.send('POST', path, { rating: 5 });
    expect(twice.status).toBe(409);
    expect(await errorOf(twice)).toEqual({ code: 'already_rated', message: vetMessages.alreadyRated });
    const card = VetDetail.parse(await (await requester(t.app)('GET', `/api/vet/vets/${vet.id}`)).json()).vet;
    expect([card.ratingAverage, card.reviewCount]).toEqual([4, 1]);
    const listed = OwnerAppointmentList.parse(
      await (await owner.send('GET', '/api/vet/appointments?scope=past')).json(),
    );
    expect(listed.appointments[0]).toMatchObject({ rated: true, canRate: false });
  });

  it('refuses a future or cancelled appointment, bad ratings, and other owners', async () => {
    const future = await stored(30);
    expect(
      await errorOf(
        await owner.send('POST', `/api/vet/appointments/${future._id.toHexString()}/rating`, { rating: 5 }),
      ),
    ).toEqual({
      code: 'not_ratable',
      message: vetMessages.notRatable,
    });
    const cancelled = await stored(-30, { status: 'cancelled' });
    expect(
      (await owner.send('POST', `/api/vet/appointments/${cancelled._id.toHexString()}/rating`, { rating: 5 })).status,
    ).toBe(409);
    const past = await stored(-5);
    for (const rating of [0, 6, 4.5, '5']) {
      const res = await owner.send('POST', `/api/vet/appointments/${past._id.toHexString()}/rating`, { rating });
      expect((await errorOf(res)).fields).toEqual({ rating: 'Please choose a rating from 1 to 5.' });
    }
    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    expect(
      (await other.send('POST', `/api/vet/appointments/${past._id.toHexString()}/rating`, { rating: 5 })).status,
    ).toBe(404);
  });
});

describe('GET /api/vet/visit-notes', () => {
  it("shows the notes vets wrote on the owner's visits, newest first", async () => {
    const first = await stored(-72);
    const second = await stored(-24);
    const { appointments } = createVetRepositories(t.db);
    await appointments.transition(first._id, ['confirmed'], {
      visitNotes: 'Ear drops twice a day.',
      visitNotesUpdatedAt: new Date(Date.now() - 2 * HOUR),
    });
    await appointments.transition(second._id, ['confirmed'], {
      visitNotes: 'All clear.',
      visitNotesUpdatedAt: new Date(),
    });
    const other = await makeOwner(t.app, t.db, 'kim@example.com');
    const { notes } = VisitNoteList.parse(await (await owner.send('GET', '/api/vet/visit-notes')).json());
    expect(notes.map((n) => [n.notes, n.vetName, n.pet?.name])).toEqual([
      ['All clear.', 'Dr. Asha Rao', 'Rex'],
      ['Ear drops twice a day.', 'Dr. Asha Rao', 'Rex'],
    ]);
    expect(await (await other.send('GET', '/api/vet/visit-notes')).json()).toEqual({ notes: [] });
  });
});
