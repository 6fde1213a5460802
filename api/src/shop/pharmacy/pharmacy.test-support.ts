import { signInTestUser, TEST_PROVIDER_FIELDS, verifyTestProvider } from '../../auth';
import { IMAGE_MAX_BYTES, OrderAnswer } from '@petpal/contracts';
import { testPhoto } from '../../images';
import { addProduct, checkout, requester, signInBuyer, type Buyer, type ShopTestApp } from '../shop.test-support';

/** A buyer with a pet and a placed prescription order (3 of a 10-unit prescription item). */
export async function prescriptionWorld(t: ShopTestApp) {
  const buyer = await signInBuyer(t, 'owner@example.com');
  const record = (await t.auth.records.findByUser('pet_owner', buyer.user!._id))!;
  const pet = await t.auth.seedPet(
    record._id,
    { name: 'Bruno', breed: 'Beagle', species: 'dog', sizeLbs: 24 },
    new Date(),
  );
  const product = await addProduct(t.db, { stock: 10, category: 'pharmacy', prescriptionRequired: true });
  await buyer.send('PUT', `/cart/items/${product._id.toHexString()}`, { quantity: 3 });
  const order = OrderAnswer.parse(await (await checkout(buyer)).json()).order;
  const vetUser = await signInTestUser(t.db, 'dr.rao@example.com', 'veterinary_doctor');
  const vet = await t.auth.saveRecord(
    'veterinary_doctor',
    vetUser.user._id,
    { ...TEST_PROVIDER_FIELDS.veterinary_doctor, fullName: 'Dr. Asha Rao' },
    new Date(),
  );
  const pharmacist = await signInTestUser(t.db, 'pharmacist@example.com', 'pharmacist');
  await verifyTestProvider(t.db, 'pharmacist', pharmacist.user._id);
  return {
    buyer,
    pet,
    product,
    order,
    vet,
    pharmacist: { user: pharmacist.user, cookie: pharmacist.cookie, send: requester(t, pharmacist.cookie) },
  };
}

export type PrescriptionWorld = Awaited<ReturnType<typeof prescriptionWorld>>;

export const petpalVetInput = (w: PrescriptionWorld) => ({
  source: 'petpal_vet',
  vetId: w.vet._id.toHexString(),
  petId: w.pet._id.toHexString(),
});

/** A photo of a paper prescription (with GPS, which the pipeline strips) uploaded by `uploader`; its id. */
export async function uploadPrescription(t: ShopTestApp, uploader: { _id: { toHexString(): string } }) {
  const bytes = await testPhoto({ width: 900, height: 1200, gps: true });
  return (await t.images.upload(uploader._id.toHexString(), 'image/jpeg', bytes, IMAGE_MAX_BYTES)).id;
}

/** The upload form's input with a fresh upload of the world's buyer (each photo is kept by one prescription). */
export const uploadInput = async (t: ShopTestApp, w: PrescriptionWorld, over: Record<string, unknown> = {}) => ({
  source: 'upload',
  photoId: await uploadPrescription(t, w.buyer.user!),
  vetName: 'Dr. Meera Iyer',
  clinic: 'Bandra Pet Clinic',
  ...over,
});

export type { Buyer };
