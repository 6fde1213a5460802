import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { pharmacyMessages, type AttachPrescriptionInput, type OrderPrescriptionAnswer } from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import { toOrder } from '../orders/order-view';
import type { OrderDoc, OrdersRepository } from '../orders/orders.repository';
import { toPrescription } from './prescription-view';
import { prescriptionPhotoAccess } from './prescription-photos';
import type { PrescriptionDoc, PrescriptionsRepository } from './prescriptions.repository';

export interface PrescriptionsDeps {
  prescriptions: PrescriptionsRepository;
  orders: OrdersRepository;
  auth: Pick<AuthFacade, 'records' | 'pets'>;
  /** Uploaded prescriptions are private images of the pipeline (decision 098). */
  images: Pick<ImagesService, 'claimPrivate' | 'releasePrivate' | 'remove'>;
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
  const { prescriptions, orders, auth, images, now } = deps;

  /** The buyer's PetPal vet and one of their own pets (both checked against auth's records). */
  async function fromPetpalVet(userId: ObjectId, input: Attached) {
    const owner = await auth.records.findByUser('pet_owner', userId);
    const pet = owner
      ? (await auth.pets.listByOwner(owner._id)).find((p) => p._id.toHexString() === input.petId)
      : null;
    if (!pet) throw refused('petId', pharmacyMessages.pet);
    const vet = await auth.records.findById('veterinary_doctor', new ObjectId(input.vetId));
    if (!vet) throw refused('vetId', pharmacyMessages.vet);
    return { vetId: vet._id, vetName: vet.fullName, clinic: null, petId: pet._id, petName: pet.name, photo: null };
  }

  /**
   * The buyer's fresh upload, made private to the order (decision 098); the same photo again (a retried send)
   * is the one the prescription already keeps.
   */
  async function fromUpload(userId: ObjectId, orderId: ObjectId, input: Uploaded, kept: PrescriptionDoc | null) {
    const photo =
      kept?.photo?.id === input.photoId
        ? kept.photo
        : (
            await images.claimPrivate(
              userId.toHexString(),
              [input.photoId],
              prescriptionPhotoAccess(orderId),
              'photoId',
            )
          )[0]!;
    return { vetId: null, vetName: input.vetName, clinic: input.clinic, petId: null, petName: null, photo };
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
      const kept = await prescriptions.findByOrder(orderId);
      const details =
        input.source === 'petpal_vet'
          ? await fromPetpalVet(userId, input)
          : await fromUpload(userId, orderId, input, kept);
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
      const fresh = details.photo && details.photo.id !== kept?.photo?.id ? details.photo : null;
      let saved: PrescriptionDoc;
      try {
        saved = await prescriptions.save(doc);
      } catch (error) {
        if (fresh) await images.releasePrivate([fresh.id], prescriptionPhotoAccess(orderId));
        throw error;
      }
      // A replaced upload's photo goes with it.
      if (kept?.photo && kept.photo.id !== saved.photo?.id) await images.remove(kept.photo.id);
      return { order: toOrder(order), prescription: toPrescription(saved) };
    },

    /**
     * The uploaded photo, for the order's buyer or a verified pharmacist (the old image address redirects to
     * it); anyone else is told it does not exist.
     */
    async photo(viewer: { id: ObjectId; pharmacist: boolean }, orderId: ObjectId) {
      const order = viewer.pharmacist ? await orders.findById(orderId) : await orders.findOwned(viewer.id, orderId);
      const prescription = order ? await prescriptions.findByOrder(orderId) : null;
      if (!prescription?.photo) throw new NotFound(pharmacyMessages.noImage);
      return prescription.photo;
    },
  };
}
