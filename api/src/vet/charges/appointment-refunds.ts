import type { Logger } from '../../lib/logger';
import { refundBooking, type PaymentProvider } from '../../payments';
import type { AppointmentDoc, AppointmentsRepository } from '../booking/appointments.repository';
import type { OwnerNotices } from './owner-notices.service';

/** How many pending refunds one job run takes. */
const REFUND_BATCH = 50;

export const teleconsultationRefundKey = (appointment: Pick<AppointmentDoc, '_id'>) =>
  `refund:teleconsultation:${appointment._id.toHexString()}`;

const rupees = (amountMinor: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amountMinor / 100);

/** The owner's bell and email when the refund is made: what was refunded. */
export const refundNotice = (doc: AppointmentDoc, amountMinor: number) => ({
  title: 'Teleconsultation Refunded',
  message: `We refunded ${rupees(amountMinor)} to your payment method for your cancelled teleconsultation on ${doc.appointmentDate} at ${doc.startTime}.`,
});

export interface AppointmentRefundsDeps {
  appointments: AppointmentsRepository;
  provider: PaymentProvider;
  notices: OwnerNotices;
  log: Logger;
  now: () => Date;
}

export type AppointmentRefunds = ReturnType<typeof createAppointmentRefunds>;

/**
 * Makes the refund a paid teleconsultation's cancel recorded as pending (docs/decisions/050): the provider
 * under `refund:teleconsultation:<id>`, then one conditional write from pending; a failure stays pending
 * for `runPending` (run with the charge job), so it is never lost and never made twice.
 */
export function createAppointmentRefunds({ appointments, provider, notices, log, now }: AppointmentRefundsDeps) {
  async function attempt(doc: AppointmentDoc): Promise<{ doc: AppointmentDoc; made: boolean }> {
    if (doc.refund?.status !== 'pending') return { doc, made: false };
    const answer = await refundBooking(provider, doc.refund);
    if (!answer.made) {
      log.error('teleconsultation refund failed; the charge job tries again', {
        appointmentId: doc._id.toHexString(),
        err: answer.message,
      });
      await appointments.noteRefundError(doc._id, answer.message);
      return { doc, made: false };
    }
    const at = now();
    const done = await appointments.markRefunded(doc._id, answer.refundId, at);
    if (!done) return { doc: (await appointments.findById(doc._id)) ?? doc, made: false };
    try {
      await notices.notify(
        done.ownerUserId,
        { ...refundNotice(done, doc.refund.amountMinor), appointmentId: done._id },
        at,
      );
    } catch (error) {
      log.error('teleconsultation refund notice not sent', {
        appointmentId: doc._id.toHexString(),
        err: String(error),
      });
    }
    return { doc: done, made: true };
  }

  return {
    settle: async (doc: AppointmentDoc) => (await attempt(doc)).doc,
    async runPending(): Promise<number> {
      let made = 0;
      for (const doc of await appointments.listRefundPending(REFUND_BATCH)) if ((await attempt(doc)).made) made += 1;
      return made;
    },
  };
}
