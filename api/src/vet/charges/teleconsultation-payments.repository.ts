import type { ObjectId } from 'mongodb';
import { type DataPort, isDuplicateKeyError } from '../../data/port';

export const PAYMENTS_COLLECTION = 'teleconsultation_payments';

/** Spec section 3: one row per payment attempt that reached the provider. */
export interface PaymentDoc {
  _id: ObjectId;
  appointmentId: ObjectId;
  amount: number;
  currency: 'INR';
  /** The saved method's id. */
  paymentMethod: ObjectId;
  paymentStatus: 'succeeded' | 'declined';
  providerChargeId: string;
  /** 'pay_now' from the Payment Required screen, 'scheduled' from the job. */
  source: 'pay_now' | 'scheduled';
  createdAt: Date;
}

/** The only code that touches `teleconsultation_payments`: one row per provider charge, whoever made it. */
export function createTeleconsultationPaymentsRepository(db: DataPort) {
  const payments = db.collection<PaymentDoc>(PAYMENTS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await payments.createIndex({ providerChargeId: 1 }, { unique: true, name: 'provider_charge_unique' });
      await payments.createIndex({ appointmentId: 1, createdAt: -1 }, { name: 'appointment_created' });
    },

    /** Records a provider charge once: an attempt resumed after a crash finds the same charge id. */
    async record(payment: PaymentDoc): Promise<void> {
      try {
        await payments.insertOne(payment);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    listByAppointment: (appointmentId: ObjectId) =>
      payments.find({ appointmentId }, { sort: { createdAt: -1 } }).toArray(),

    /** The charge that paid the appointment (at most one succeeds: the charge is settled by it). */
    findSucceeded: (appointmentId: ObjectId) => payments.findOne({ appointmentId, paymentStatus: 'succeeded' }),

    /** Every succeeded charge (the ledger check's teleconsultation side). */
    listSucceeded: () => payments.find({ paymentStatus: 'succeeded' }).toArray(),
  };
}
export type TeleconsultationPaymentsRepository = ReturnType<typeof createTeleconsultationPaymentsRepository>;
