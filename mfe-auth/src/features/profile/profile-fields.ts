import {
  PET_SITTER_SERVICES,
  PET_STYLIST_SPECIALIZATIONS,
  PET_TRAINER_SPECIALIZATIONS,
  type ProfileInput,
  type RecordRole,
} from '@petpal/contracts';

interface FieldBase<N extends string> {
  name: N;
  label: string;
  hint?: string;
}

/** How one field of a role record is edited. */
export type ProfileFieldSpec<N extends string = string> = FieldBase<N> &
  (
    | { kind: 'text' | 'tel' | 'textarea' }
    | { kind: 'number'; step: string }
    /** An optional photo, uploaded to the image pipeline; the record keeps its address (decision 104). */
    | { kind: 'photo' }
    /** Several uploaded photos (a gallery). */
    | { kind: 'photos' }
    /** Several of a fixed list (checkboxes). */
    | { kind: 'choices'; options: readonly string[] }
    | { kind: 'timeZone' }
  );

type FieldsOf<R extends RecordRole> = readonly ProfileFieldSpec<keyof ProfileInput<R> & string>[];

const fullName = { name: 'fullName', label: 'Full Name', kind: 'text' } as const;
const location = {
  name: 'location',
  label: 'Location',
  kind: 'text',
  hint: 'City and state, e.g. Pune, Maharashtra.',
} as const;
const phoneNumber = { name: 'phoneNumber', label: 'Phone Number', kind: 'tel' } as const;
const licenseId = { name: 'licenseId', label: 'License ID', kind: 'text' } as const;
const bio = { name: 'bio', label: 'Bio', kind: 'textarea', hint: 'A few sentences pet owners will read.' } as const;
const availability = {
  name: 'availability',
  label: 'Availability',
  kind: 'text',
  hint: 'e.g. Mon-Fri 9:00-17:00, weekends on request.',
} as const;
const yearsExperience = { name: 'yearsExperience', label: 'Years of Experience', kind: 'number', step: '1' } as const;
const hourlyRate = { name: 'hourlyRate', label: 'Hourly Rate (INR)', kind: 'number', step: 'any' } as const;
const profileImageUrl = {
  name: 'profileImageUrl',
  label: 'Profile Photo (optional)',
  kind: 'photo',
  hint: 'A clear photo of you. JPEG, PNG or WebP, up to 15 MB. Location details stored in the photo are removed.',
} as const;

/** The fields of each role's record, in form order (spec section 3 and the role tables). */
export const profileFields: { [R in RecordRole]: FieldsOf<R> } = {
  pet_owner: [fullName, phoneNumber, location],
  veterinary_doctor: [
    fullName,
    profileImageUrl,
    { name: 'specialization', label: 'Specialization', kind: 'text', hint: 'e.g. Dermatology, Surgery.' },
    location,
    availability,
    phoneNumber,
    licenseId,
    { name: 'consultationFee', label: 'Consultation Fee (INR)', kind: 'number', step: 'any' },
    bio,
    { name: 'timeZone', label: 'Time Zone', kind: 'timeZone', hint: 'Your appointment times are in this zone.' },
  ],
  pet_sitter: [
    fullName,
    location,
    profileImageUrl,
    yearsExperience,
    { name: 'services', label: 'Services', kind: 'choices', options: PET_SITTER_SERVICES },
    hourlyRate,
    bio,
    {
      name: 'photos',
      label: 'Gallery (optional)',
      kind: 'photos',
      hint: 'Photos of your work with pets: JPEG, PNG or WebP, up to 15 MB each, up to 10.',
    },
  ],
  pet_trainer: [
    fullName,
    location,
    profileImageUrl,
    hourlyRate,
    yearsExperience,
    { name: 'specializations', label: 'Specializations', kind: 'choices', options: PET_TRAINER_SPECIALIZATIONS },
    bio,
    availability,
  ],
  pet_stylist: [
    fullName,
    location,
    profileImageUrl,
    hourlyRate,
    yearsExperience,
    { name: 'specializations', label: 'Specializations', kind: 'choices', options: PET_STYLIST_SPECIALIZATIONS },
    bio,
    availability,
  ],
  pharmacist: [
    fullName,
    { name: 'pharmacyName', label: 'Pharmacy Name', kind: 'text' },
    licenseId,
    location,
    phoneNumber,
  ],
  supplier: [
    fullName,
    { name: 'businessName', label: 'Business Name', kind: 'text', hint: 'The registered name of your business.' },
    {
      name: 'taxId',
      label: 'Tax ID (GSTIN)',
      kind: 'text',
      hint: 'Your GSTIN, e.g. 27AAPFU0939F1ZV. PetPal checks it before your products go on sale.',
    },
    phoneNumber,
  ],
};
