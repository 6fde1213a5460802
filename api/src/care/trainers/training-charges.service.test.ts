import { describe, expect, it } from 'vitest';
import { TrainingAppointmentCreated } from '@petpal/contracts';
import { RETRY_DELAYS_MS } from '../../payments';
import { dayFrom } from '../care.test-support';
import {
  CARD_DECLINES_ON_CHARGE,
  CARD_SUCCEEDS,
  onlineBody,
  saveCard,
  perTestOwnerAndTrainer,
} from './trainers.test-support';

const HOUR = 3_600_000;

const { clock, t, owner, trainer } = perTestOwnerAndTrainer({ hourlyRate: 650 });

/** An online session three days ahead (10:00 UTC) paid with `card`; accepted unless told. */
async function bookOnline(card: string, accept = true, over: Parameters<typeof onlineBody>[4] = {}) {
  const method = await saveCard(t, owner, card);
  const res = await owner.send('POST', '/training-appointments', onlineBody(clock, trainer, owner, method, over));
  const { id } = TrainingAppointmentCreated.parse(await res.json()).appointment;
  if (accept) await trainer.send('POST', `/trainer-practice/appointments/${id}/accept`);
  return id;
}

const appointment = () => t.db.collection('training_appointments').findOne({});
const charge = () => t.db.collection('training_charges').findOne({});
const sandboxCharges = () => t.db.collection('sandbox_charges').find({}).toArray();
const run = () => t.area.trainers.charging.runDue();

describe('the training charge job', () => {
  it('charges nothing before the charge is due, then hourly rate x 100 paise once, 24 hours before', async () => {
    await bookOnline(CARD_SUCCEEDS);
    expect(await run()).toBe(0);
    clock.advance(49 * HOUR); // 25 hours before the start
    expect(await run()).toBe(0);
    clock.advance(HOUR);
    expect(await run()).toBe(1);
    expect(await charge()).toMatchObject({ chargeStatus: 'succeeded', attempts: 1 });
    expect(await appointment()).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    const made = await sandboxCharges();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amountMinor: 65_000, currency: 'INR' });
    expect(t.notices.at(-1)).toMatchObject({ userId: owner.id, title: 'Payment Successful' });
    expect(await run()).toBe(0);
  });

  it('does not charge a request the trainer has not accepted; it expires and is never charged', async () => {
    // Booked 30 hours ahead: the charge is due 6 hours after booking, before the 24-hour answer window ends.
    await bookOnline(CARD_SUCCEEDS, false, {
      appointmentDate: dayFrom(clock, 1),
      startTime: '14:00',
      endTime: '15:00',
    });
    clock.advance(7 * HOUR);
    expect(await run()).toBe(1);
    expect(await charge()).toMatchObject({ chargeStatus: 'pending', scheduledAttempts: 0 });
    expect(await sandboxCharges()).toHaveLength(0);
    clock.advance(23 * HOUR); // past the start: expired unanswered
    await t.area.trainers.expiry.runDue();
    expect(await run()).toBe(0);
    expect(await charge()).toMatchObject({ chargeStatus: 'cancelled' });
    expect(await sandboxCharges()).toHaveLength(0);
  });

  it('retries a declined card after 1 and 3 hours, then cancels the session and frees the trainer', async () => {
    await bookOnline(CARD_DECLINES_ON_CHARGE);
    clock.advance(50 * HOUR);
    expect(await run()).toBe(1);
    expect(await charge()).toMatchObject({ chargeStatus: 'pending', scheduledAttempts: 1 });
    expect(t.notices.at(-1)).toMatchObject({ userId: owner.id, title: 'Payment Failed' });
    clock.advance(RETRY_DELAYS_MS[0]);
    expect(await run()).toBe(1);
    clock.advance(RETRY_DELAYS_MS[1]);
    expect(await run()).toBe(1);
    clock.advance(RETRY_DELAYS_MS[2]);
    expect(await run()).toBe(1);
    expect(await charge()).toMatchObject({ chargeStatus: 'failed' });
    expect(await appointment()).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
    expect(t.notices.at(-1)).toMatchObject({
      userId: owner.id,
      title: 'Payment Failed',
      message: expect.stringContaining('cancelled'),
    });
    expect(await t.db.collection('training_slot_claims').countDocuments()).toBe(0);
  });
});
