/**
 * Prescriptions for pharmacy orders (docs/decisions/043): the owner attaches one to an order awaiting it (a
 * PetPal vet asked on their behalf, or an uploaded image of a paper prescription); a pharmacist reviews the
 * queue, may ask the vet by email, and approves (the order moves on to `placed`) or refuses with a reason
 * (the order is cancelled, the stock given back and the refund recorded as pending).
 */
import * as z from 'zod/mini';
import { ImageRef } from '../images';
import { ObjectIdString } from '../platform';
import { Order } from './orders';

export const pharmacyMessages = {
  source: 'Please choose: ask your PetPal vet, or upload a prescription.',
  vet: 'Please choose one of the PetPal vets.',
  pet: 'Please choose one of your pets.',
  vetName: "Please enter the prescribing vet's name (2 to 100 characters).",
  clinic: 'Please enter the clinic (2 to 120 characters).',
  image: 'Please upload the prescription as a JPEG, PNG or WebP image of 15 MB or less.',
  reason: 'Please give the owner a reason (5 to 500 characters).',
  orderNotFound: 'We could not find this order.',
  notAwaiting: 'This order is not waiting for a prescription.',
  missing: 'The owner has not attached a prescription yet.',
  notPetpalVet: 'This prescription was uploaded: there is no PetPal vet to ask.',
  pharmacistsOnly: 'Only pharmacists can review prescriptions.',
  noImage: 'This prescription has no uploaded image.',
} as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

export const PRESCRIPTION_SOURCES = ['petpal_vet', 'upload'] as const;
export const PrescriptionSource = z.enum(PRESCRIPTION_SOURCES, { error: pharmacyMessages.source });
export type PrescriptionSource = z.infer<typeof PrescriptionSource>;

/** POST /api/shop/orders/:id/prescription (the order's owner, while it awaits a prescription). */
export const AttachPrescriptionInput = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('petpal_vet'),
      vetId: z.string({ error: pharmacyMessages.vet }).check(z.regex(/^[a-f0-9]{24}$/i, pharmacyMessages.vet)),
      petId: z.string({ error: pharmacyMessages.pet }).check(z.regex(/^[a-f0-9]{24}$/i, pharmacyMessages.pet)),
    }),
    z.strictObject({
      source: z.literal('upload'),
      /** The prescription's photo, uploaded through POST /api/images (decision 098): private to the order. */
      photoId: z
        .string({ error: pharmacyMessages.image })
        .check(z.regex(/^[A-Za-z0-9_-]{22}$/, pharmacyMessages.image)),
      vetName: text(2, 100, pharmacyMessages.vetName),
      clinic: text(2, 120, pharmacyMessages.clinic),
    }),
  ],
  { error: pharmacyMessages.source },
);
export type AttachPrescriptionInput = z.input<typeof AttachPrescriptionInput>;

/** POST /api/shop/pharmacy/orders/:id/refuse: the reason the owner reads on their order. */
export const RefusePrescriptionInput = z.strictObject({ reason: text(5, 500, pharmacyMessages.reason) });
export type RefusePrescriptionInput = z.input<typeof RefusePrescriptionInput>;

export const PrescriptionReview = z.object({
  outcome: z.enum(['approved', 'refused']),
  /** The refusal's reason; null for an approval. */
  reason: z.nullable(z.string()),
  reviewedAt: z.string(),
});
export type PrescriptionReview = z.infer<typeof PrescriptionReview>;

export const Prescription = z.object({
  orderId: z.string(),
  source: PrescriptionSource,
  /** The PetPal vet asked (petpal_vet), else null. */
  vetId: z.nullable(z.string()),
  /** The PetPal vet's name, or the name written on the upload. */
  vetName: z.string(),
  /** The uploaded prescription's clinic; null for a PetPal vet. */
  clinic: z.nullable(z.string()),
  petId: z.nullable(z.string()),
  petName: z.nullable(z.string()),
  /**
   * The uploaded prescription's largest stored width (a private image: the buyer, verified pharmacists and
   * admins only, decision 098); null for a PetPal vet.
   */
  imageUrl: z.nullable(z.string()),
  /** The uploaded prescription's stored widths (srcset); null for a PetPal vet. */
  photo: z._default(z.nullable(ImageRef), null),
  submittedAt: z.string(),
  /** When a pharmacist last emailed the PetPal vet. */
  vetAskedAt: z.nullable(z.string()),
  review: z.nullable(PrescriptionReview),
});
export type Prescription = z.infer<typeof Prescription>;

/** GET/POST /api/shop/orders/:id/prescription: the order and its prescription (null before one is attached). */
export const OrderPrescriptionAnswer = z.object({ order: Order, prescription: z.nullable(Prescription) });
export type OrderPrescriptionAnswer = z.infer<typeof OrderPrescriptionAnswer>;

/** ready: a prescription is attached and waits for review; waiting_for_owner: none attached yet. */
export const PharmacyQueueState = z.enum(['ready', 'waiting_for_owner']);
export type PharmacyQueueState = z.infer<typeof PharmacyQueueState>;

export const PharmacyQueueItem = z.object({
  state: PharmacyQueueState,
  order: Order,
  /** The buyer's profile name ("PetPal member" without one). */
  ownerName: z.string(),
  prescription: z.nullable(Prescription),
});
export type PharmacyQueueItem = z.infer<typeof PharmacyQueueItem>;

/** GET /api/shop/pharmacy/queue (pharmacists): ready ones first, each group oldest order first. */
export const PharmacyQueue = z.object({ items: z.array(PharmacyQueueItem) });
export type PharmacyQueue = z.infer<typeof PharmacyQueue>;

/** The answer of ask-vet, approve and refuse. */
export const PharmacyQueueItemAnswer = z.object({ item: PharmacyQueueItem });
export type PharmacyQueueItemAnswer = z.infer<typeof PharmacyQueueItemAnswer>;

/** `:id` of the pharmacist's routes. */
export const PharmacyOrderParams = z.strictObject({ id: ObjectIdString });
