import { ObjectId } from 'mongodb';
import type { SessionUser } from '@petpal/contracts';
import type { AuthFacade } from '../../auth';
import { Forbidden } from '../../errors';
import type { ImageAccessCheck, ImageAccessRef, ImagesService } from '../../images';
import type { Logger } from '../../lib/logger';
import type { OrdersRepository } from '../orders/orders.repository';
import type { PrescriptionsRepository } from './prescriptions.repository';

/** The kind of record that keeps prescription photos in the image pipeline (decision 098). */
export const PRESCRIPTION_PHOTO_ACCESS_KIND = 'prescription';

/** A prescription photo is private to its order: the buyer and the pharmacists who review it. */
export const prescriptionPhotoAccess = (orderId: ObjectId): ImageAccessRef => ({
  kind: PRESCRIPTION_PHOTO_ACCESS_KIND,
  ref: orderId.toHexString(),
});

/** Only a verified pharmacist reads other people's prescriptions (docs/decisions/052). */
export function createVerifiedPharmacist(providers: AuthFacade['providers']) {
  return (user: SessionUser | null): Promise<boolean> =>
    user?.role === 'pharmacist'
      ? providers
          .requireVerified(user, 'pharmacist', () => new Forbidden())
          .then(
            () => true,
            () => false,
          )
      : Promise.resolve(false);
}

/** The access hook of prescription photos: the order's buyer, or a verified pharmacist. Anyone else: 404. */
export function prescriptionPhotoCheck(
  orders: Pick<OrdersRepository, 'findById'>,
  isVerifiedPharmacist: (user: SessionUser | null) => Promise<boolean>,
): ImageAccessCheck {
  return async (viewer, ref) => {
    if (!viewer || !ObjectId.isValid(ref)) return false;
    const order = await orders.findById(new ObjectId(ref));
    if (!order) return false;
    return order.userId.equals(viewer.id) || isVerifiedPharmacist(viewer);
  };
}

/**
 * At start: every prescription whose image is still in its document (before decision 098) goes through the
 * pipeline as a private image of its order; an unreadable one leaves the prescription without a photo.
 * Idempotent: a second start moves nothing.
 */
export async function migrateLegacyPrescriptionImages(
  prescriptions: Pick<PrescriptionsRepository, 'withLegacyImage' | 'movedImage'>,
  images: Pick<ImagesService, 'storeMade'>,
  log?: Logger,
): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await prescriptions.withLegacyImage(50);
    if (batch.length === 0) return moved;
    for (const doc of batch) {
      const bytes = doc.image?.data.buffer;
      const photo = bytes
        ? await images.storeMade(bytes, prescriptionPhotoAccess(doc.orderId)).catch((error: unknown) => {
            log?.warn('shop: a prescription image could not be moved', {
              orderId: doc.orderId.toHexString(),
              error: String(error),
            });
            return null;
          })
        : null;
      await prescriptions.movedImage(doc._id, photo);
      moved += 1;
    }
  }
}
