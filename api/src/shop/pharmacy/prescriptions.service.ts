import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { pharmacyMessages, type AttachPrescriptionInput, type OrderPrescriptionAnswer } from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import { decodePhotoDataUrl } from '../../lib/photos';
import { toOrder } from '../orders/order-view';
import type { OrderDoc, OrdersRepository } from '../orders/orders.repository';
import { toPrescription } from './prescription-view';
import { prescriptionImage, type PrescriptionDoc, type PrescriptionsRepository } from './prescriptions.repository';

export interface PrescriptionsDeps {
  prescriptions: PrescriptionsRepository;
  orders: OrdersRepository;
  auth: Pick<AuthFacade, 'records' | 'pets'>;
  now: () => Date;
}

/** The order must wait for its prescription: the one status in which one may be attached or reviewed. */
export function requireAwaiting(order: OrderDoc | null): OrderDoc {
  if (!order) throw new NotFound(pharmacyMessages.orderNotFound);
  if (order.status !== 'awaiting_prescription') {
    throw new Conflict(pharmacyMessages.notAwaiting, 'order_not_awaiting_prescription');
  }
  return order;
}

const refused = (field: string, message: string) => new Invalid(message, { [field]: message });

type Attached = AttachPrescriptionInput & { source: 'petpal_vet' };
type Uploaded = AttachPrescriptionInput & { source: 'upload' };

export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;

/** The buyer's side (docs/decisions/043): see the order's prescription, attach one, see the uploaded image. */
export function createPrescriptionsService(deps: PrescriptionsDeps) {
  const { prescriptions, orders, auth, now } = deps;

  /** The buyer's PetPal vet and one of their own pets (both checked against auth's records). */
  async function fromPetpalVet(userId: ObjectId, input: Attached) {
    const owner = await auth.records.findByUser('pet_owner', userId);
    const pet = owner
      ? (await auth.pets.listByOwner(owner._id)).find((p) => p._id.toHexString() === input.petId)
      : null;
    if (!pet) throw refused('petId', pharmacyMessages.pet);
    const vet = await auth.records.findById('veterinary_doctor', new ObjectId(input.vetId));
    if (!vet) throw refused('vetId', pharmacyMessages.vet);
    return { vetId: vet._id, vetName: vet.fullName, clinic: null, petId: pet._id, petName: pet.name, image: null };
  }

  function fromUpload(input: Uploaded) {
    // The bytes must be the type they claim; they are kept without their metadata.
    let decoded;
    try {
      decoded = decodePhotoDataUrl(input.image);
    } catch {
      throw refused('image', pharmacyMessages.image);
    }
    return {
      vetId: null,
      vetName: input.vetName,
      clinic: input.clinic,
      petId: null,
      petName: null,
      image: prescriptionImage(decoded.contentType, decoded.bytes),
    };
  }

  return {
    async get(userId: ObjectId, orderId: ObjectId): Promise<OrderPrescriptionAnswer> {
      const order = await orders.findOwned(userId, orderId);
      if (!order) throw new NotFound(pharmacyMessages.orderNotFound);
      const prescription = await prescriptions.findByOrder(orderId);
      return { order: toOrder(order), prescription: prescription ? toPrescription(prescription) : null };
    },

    /** Attaches (or replaces) the prescription of the buyer's own order while it awaits one. */
    async attach(
      userId: ObjectId,
      orderId: ObjectId,
      input: AttachPrescriptionInput,
    ): Promise<OrderPrescriptionAnswer> {
      const order = requireAwaiting(await orders.findOwned(userId, orderId));
      const details = input.source === 'petpal_vet' ? await fromPetpalVet(userId, input) : fromUpload(input);
      const doc: PrescriptionDoc = {
        _id: new ObjectId(),
        orderId,
        userId,
        source: input.source,
        ...details,
        submittedAt: now(),
        vetAskedAt: null,
        review: null,
      };
      const saved = await prescriptions.save(doc);
      return { order: toOrder(order), prescription: toPrescription(saved) };
    },

    /** The uploaded image, for the order's buyer or a pharmacist; anyone else is told it does not exist. */
    async image(viewer: { id: ObjectId; pharmacist: boolean }, orderId: ObjectId) {
      const order = viewer.pharmacist ? await orders.findById(orderId) : await orders.findOwned(viewer.id, orderId);
      const prescription = order ? await prescriptions.findByOrder(orderId) : null;
      if (!prescription?.image) throw new NotFound(pharmacyMessages.noImage);
      return { contentType: prescription.image.contentType, bytes: prescription.image.data.buffer };
    },
  };
}
