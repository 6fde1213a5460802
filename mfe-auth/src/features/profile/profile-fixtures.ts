import type { ProfileFields } from '@petpal/contracts';

/** Dr. Asha Rao's veterinary profile as the form saves it, for tests and stories. */
export const ashaVetProfile = {
  fullName: 'Dr. Asha Rao',
  specialization: 'Dermatology',
  location: 'Bengaluru',
  availability: 'Mon-Fri 9:00-17:00',
  phoneNumber: '+91 98765 43210',
  licenseId: 'KA-VET-2291',
  consultationFee: 500,
  bio: 'Ten years of small-animal practice.',
  timeZone: 'Asia/Kolkata',
} satisfies ProfileFields<'veterinary_doctor'>;
