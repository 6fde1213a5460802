import type { Order, PetSummary, PharmacyQueueItem, Prescription, SessionUser, VetSummary } from '@petpal/contracts';
import { buildOrder } from '../../test/order-fixture';

export const owner: SessionUser = { id: 'a00000000000000000000001', email: 'priya@example.com', role: 'pet_owner' };
export const pharmacist: SessionUser = {
  id: 'a00000000000000000000002',
  email: 'meera.pharma@example.com',
  role: 'pharmacist',
};

export const orderId = 'd0000000000000000000c3d4';

export function rxOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    id: orderId,
    status: 'awaiting_prescription',
    lines: [
      {
        productId: '5e0d00000000000000000001',
        slug: 'apoquel-16-mg-tablets-30',
        name: 'Apoquel 16 mg Tablets (30)',
        unitPrice: { amountMinor: 345000, currency: 'INR' },
        quantity: 1,
        lineTotal: { amountMinor: 345000, currency: 'INR' },
        prescriptionRequired: true,
      },
      {
        productId: '5e0d00000000000000000015',
        slug: 'dentastix-medium-7',
        name: 'Dentastix Medium (7)',
        unitPrice: { amountMinor: 19900, currency: 'INR' },
        quantity: 2,
        lineTotal: { amountMinor: 39800, currency: 'INR' },
        prescriptionRequired: false,
      },
    ],
    total: { amountMinor: 384800, currency: 'INR' },
    shippingAddress: {
      name: 'Priya Sharma',
      line1: '12 Carter Road',
      line2: 'Flat 4',
      city: 'Mumbai',
      postcode: '400050',
      country: 'India',
      phone: '+91 98765 43210',
    },
    refusalReason: null,
    createdAt: '2026-11-22T09:00:00.000Z',
    updatedAt: '2026-11-22T09:00:00.000Z',
    ...overrides,
  });
}

/** An uploaded prescription photo (a private image of the pipeline, decision 098). */
export const PRESCRIPTION_PHOTO = { id: 'prescription-photo0001', widths: [320, 640, 900], width: 900, height: 1200 };

export function vetPrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    orderId,
    source: 'petpal_vet',
    vetId: 'b00000000000000000000001',
    vetName: 'Dr. Asha Rao',
    clinic: null,
    petId: 'e00000000000000000000001',
    petName: 'Bruno',
    imageUrl: null,
    photo: null,
    submittedAt: '2026-11-22T10:00:00.000Z',
    vetAskedAt: null,
    review: null,
    ...overrides,
  };
}

export function uploadedPrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    orderId,
    source: 'upload',
    vetId: null,
    vetName: 'Dr. Meera Iyer',
    clinic: 'Bandra Pet Clinic',
    petId: null,
    petName: null,
    imageUrl: `/api/images/${PRESCRIPTION_PHOTO.id}/900`,
    photo: PRESCRIPTION_PHOTO,
    submittedAt: '2026-11-22T10:00:00.000Z',
    vetAskedAt: null,
    review: null,
    ...overrides,
  };
}

export const pets: PetSummary[] = [
  { id: 'e00000000000000000000001', name: 'Bruno', breed: 'Beagle', species: 'dog', sizeLbs: 24, hasPhoto: false },
  { id: 'e00000000000000000000002', name: 'Mishti', breed: 'Indie', species: 'cat', sizeLbs: 9, hasPhoto: false },
];

export const vets: VetSummary[] = [
  {
    id: 'b00000000000000000000001',
    fullName: 'Dr. Asha Rao',
    profileImageUrl: null,
    specialization: 'Dermatology',
    location: 'Bengaluru',
    availability: 'Mon-Fri',
    phoneNumber: '+91 98765 43210',
    licenseId: 'KA-VET-1',
    bio: 'Small animals.',
    consultationFee: 800,
    timeZone: 'Asia/Kolkata',
    ratingAverage: 4.7,
    reviewCount: 31,
    verified: true,
    nextAvailable: null,
  },
];

export const readyItem = (overrides: Partial<PharmacyQueueItem> = {}): PharmacyQueueItem => ({
  state: 'ready',
  order: rxOrder(),
  ownerName: 'Priya Sharma',
  prescription: vetPrescription(),
  ...overrides,
});

export const uploadedItem = readyItem({
  order: rxOrder({ id: 'd0000000000000000000c3d5', createdAt: '2026-11-23T09:00:00.000Z' }),
  ownerName: 'Rahul Mehta',
  prescription: uploadedPrescription({ orderId: 'd0000000000000000000c3d5' }),
});

export const waitingItem = readyItem({
  state: 'waiting_for_owner',
  order: rxOrder({ id: 'd0000000000000000000c3d6', createdAt: '2026-11-24T09:00:00.000Z' }),
  ownerName: 'Anita Das',
  prescription: null,
});
