import type { ObjectId } from 'mongodb';
import { PUBLIC_NAME_FALLBACK, type AuthFacade } from '../../auth';
import { pharmacyMessages, type PharmacyQueueItem } from '@petpal/contracts';
import { Conflict } from '../../errors';
import type { Mailer } from '../../lib/mailer';
import type { ProductsRepository } from '../catalogue/products.repository';
import { toOrder } from '../orders/order-view';
import type { OrderDoc, OrdersRepository } from '../orders/orders.repository';
import type { OrderMessages } from '../orders/order-messages';
import type { OrderRefunds } from '../orders/order-refunds';
import { afterCancel, cancelledFields } from '../orders/orders.service';
import { toPrescription } from './prescription-view';
import type { PrescriptionDoc, PrescriptionsRepository } from './prescriptions.repository';
import { requireAwaiting } from './prescriptions.service';
import { vetRequestMail } from './vet-request-mail';

/** The most orders the queue shows at once. */
export const PHARMACY_QUEUE_LIMIT = 200;

export interface PharmacyQueueDeps {
  prescriptions: PrescriptionsRepository;
  orders: OrdersRepository;
  products: ProductsRepository;
  auth: Pick<AuthFacade, 'records' | 'users'>;
  mailer: Mailer;
  refunds: OrderRefunds;
  messages: OrderMessages;
  now: () => Date;
}

/** The pharmacist acting: their user id (recorded on a review) and email (the vet replies to it). */
export interface Pharmacist {
  id: ObjectId;
  email: string;
}

export type PharmacyQueueService = ReturnType<typeof createPharmacyQueueService>;

/**
 * The pharmacist's side (docs/decisions/043): the queue of orders awaiting a prescription, asking the PetPal
 * vet by email, approving (the order moves on to `placed`) and refusing (cancelled, stock back, refund
 * pending, the reason shown to the buyer). Every move is one conditional write on the order's status.
 */
export function createPharmacyQueueService(deps: PharmacyQueueDeps) {
  const { prescriptions, orders, auth, mailer, now } = deps;

  const ownerName = async (userId: ObjectId) =>
    (await auth.records.findByUser('pet_owner', userId))?.fullName ?? PUBLIC_NAME_FALLBACK;

  async function itemOf(order: OrderDoc, prescription: PrescriptionDoc | null): Promise<PharmacyQueueItem> {
    return {
      state: prescription ? 'ready' : 'waiting_for_owner',
      order: toOrder(order),
      ownerName: await ownerName(order.userId),
      prescription: prescription ? toPrescription(prescription) : null,
    };
  }

  async function awaitingWithPrescription(orderId: ObjectId) {
    const order = requireAwaiting(await orders.findById(orderId));
    const prescription = await prescriptions.findByOrder(orderId);
    if (!prescription) throw new Conflict(pharmacyMessages.missing, 'prescription_missing');
    return { order, prescription };
  }

  /** The order left `awaiting_prescription` meanwhile (the buyer cancelled, another pharmacist acted). */
  async function movedMeanwhile(orderId: ObjectId): Promise<never> {
    requireAwaiting(await orders.findById(orderId));
    throw new Conflict(pharmacyMessages.notAwaiting, 'order_not_awaiting_prescription');
  }

  return {
    /** Ready ones (a prescription attached) first, then those still waiting for the buyer; each oldest first. */
    async queue(): Promise<PharmacyQueueItem[]> {
      const { items } = await orders.listForStaff(
        { status: 'awaiting_prescription' },
        { skip: 0, limit: PHARMACY_QUEUE_LIMIT },
      );
      const oldestFirst = [...items].reverse();
      const attached = await prescriptions.findByOrders(oldestFirst.map((order) => order._id));
      const byOrder = new Map(attached.map((doc) => [doc.orderId.toHexString(), doc]));
      const all = await Promise.all(
        oldestFirst.map((order) => itemOf(order, byOrder.get(order._id.toHexString()) ?? null)),
      );
      return [...all.filter((item) => item.state === 'ready'), ...all.filter((item) => item.state !== 'ready')];
    },

    /** Emails the buyer's PetPal vet the order's prescription lines and records when. */
    async askVet(pharmacist: Pharmacist, orderId: ObjectId): Promise<PharmacyQueueItem> {
      const { order, prescription } = await awaitingWithPrescription(orderId);
      const vet = prescription.vetId ? await auth.records.findById('veterinary_doctor', prescription.vetId) : null;
      if (prescription.source !== 'petpal_vet' || !vet) {
        throw new Conflict(pharmacyMessages.notPetpalVet, 'not_a_petpal_vet');
      }
      const vetUser = await auth.users.findById(vet.userId);
      if (!vetUser?.email) throw new Conflict(pharmacyMessages.notPetpalVet, 'not_a_petpal_vet');
      await mailer.send(
        vetRequestMail({
          to: vetUser.email,
          order,
          prescription,
          ownerName: await ownerName(order.userId),
          pharmacistEmail: pharmacist.email,
        }),
      );
      const asked = await prescriptions.markVetAsked(orderId, now());
      return itemOf(order, asked ?? prescription);
    },

    async approve(pharmacist: Pharmacist, orderId: ObjectId): Promise<PharmacyQueueItem> {
      await awaitingWithPrescription(orderId);
      const time = now();
      const moved = await orders.moveFrom(orderId, ['awaiting_prescription'], { status: 'placed', updatedAt: time });
      if (!moved) return movedMeanwhile(orderId);
      const reviewed = await prescriptions.recordReview(orderId, {
        outcome: 'approved',
        reason: null,
        reviewedAt: time,
        reviewedBy: pharmacist.id,
      });
      return itemOf(moved, reviewed);
    },

    /** Cancels the order with the buyer's cancel rules: stock back, refunded; the reason is kept on it. */
    async refuse(pharmacist: Pharmacist, orderId: ObjectId, reason: string): Promise<PharmacyQueueItem> {
      requireAwaiting(await orders.findById(orderId));
      const time = now();
      const moved = await orders.moveFrom(orderId, ['awaiting_prescription'], {
        ...cancelledFields(time),
        prescriptionRefusal: reason,
      });
      if (!moved) return movedMeanwhile(orderId);
      const refunded = await afterCancel(deps, moved, time);
      const reviewed = await prescriptions.recordReview(orderId, {
        outcome: 'refused',
        reason,
        reviewedAt: time,
        reviewedBy: pharmacist.id,
      });
      return itemOf(refunded, reviewed);
    },
  };
}
