/**
 * Roles, role records (profiles) and pets (spec sections 3, 4 and 6). Field names are camelCase in JSON
 * and in the database alike; money is INR.
 */
import * as z from 'zod/mini';
import { SessionUser } from './platform';
import { STORED_ROLES } from './roles';
import { verificationMessages } from './verification';
import { ImageAddress, ImageId, ImageRef } from './images';

/** A role as stored on the user: 'none' is never stored (a chosen 'none' becomes pet_owner). */
export const StoredRole = z.enum(STORED_ROLES);
export type StoredRole = z.infer<typeof StoredRole>;

/** Roles that have a role record (a table each): every stored role (suppliers' since issue 17). */
export type RecordRole = StoredRole;

/** Any string: unknown values and 'none' are saved as pet_owner (spec section 3). */
export const RoleUpdateInput = z.strictObject({
  role: z.string({ error: 'Please choose a role.' }).check(z.maxLength(64, 'Please choose a role.')),
});
export type RoleUpdateInput = z.input<typeof RoleUpdateInput>;

export const RoleUpdated = z.object({ user: SessionUser });
export type RoleUpdated = z.infer<typeof RoleUpdated>;

export const PET_SITTER_SERVICES = [
  'Dog Walking',
  'Day Care',
  'House Sitting',
  'Hostel Check-in',
  'Pet Taxi',
  'Drop-in Visits',
] as const;

/** Spec section 9, word for word. */
export const PET_TRAINER_SPECIALIZATIONS = [
  'Obedience',
  'Puppy',
  'Agility',
  'Behavioral Modification',
  'House',
  'Socialization',
  'Trick',
  'Service Dog Training',
] as const;

/** Spec section 9 (stylist services), word for word. */
export const PET_STYLIST_SPECIALIZATIONS = [
  'Full Grooming',
  'Bath & Brush',
  'Nail Trimming',
  'Hair Cutting',
  'Teeth Cleaning',
  'Ear Cleaning',
  'De-shedding',
  'Flea Treatment',
] as const;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** True for an IANA time zone the runtime knows (browser and Node alike). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function text(message: string, max: number, maxMessage: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, maxMessage));
}

function amount(message: string, negativeMessage: string, max: number, maxMessage: string) {
  return z.number({ error: message }).check(z.gte(0, negativeMessage), z.lte(max, maxMessage));
}

function choices<const T extends readonly [string, ...string[]]>(
  options: T,
  messages: { required: string; invalid: string; unique: string },
) {
  return z.array(z.enum(options, { error: messages.invalid }), { error: messages.required }).check(
    z.minLength(1, messages.required),
    z.refine((list) => new Set(list).size === list.length, messages.unique),
  );
}

const fullName = text('Please enter your full name.', 100, 'Full name must be at most 100 characters.');
const location = text('Please enter your location.', 120, 'Location must be at most 120 characters.');
const phoneNumber = z
  .string({ error: 'Please enter a valid phone number.' })
  .check(z.trim(), z.regex(/^\+?(?:[\s()-]*\d){7,15}[\s()-]*$/, 'Please enter a valid phone number.'));
const licenseId = text('Please enter your license ID.', 50, 'License ID must be at most 50 characters.');
const bio = text('Please write a short bio.', 2000, 'Bio must be at most 2000 characters.');
const availability = text('Please describe your availability.', 500, 'Availability must be at most 500 characters.');
const yearsExperience = z
  .int({ error: 'Years of experience must be a whole number from 0 to 80.' })
  .check(
    z.gte(0, 'Years of experience must be a whole number from 0 to 80.'),
    z.lte(80, 'Years of experience must be a whole number from 0 to 80.'),
  );
const hourlyRate = amount(
  'Please enter an hourly rate.',
  'Hourly rate must be 0 or more.',
  100_000,
  'Hourly rate must be at most 100000.',
);
/** Messages of a provider's own photos (decision 104). */
export const providerPhotoMessages = {
  profile: 'Please upload your profile photo here. Links to other sites are not accepted.',
  gallery: 'Please upload each photo here. Links to other sites are not accepted.',
  galleryMax: 'You can add up to 10 photos.',
} as const;

/** Up to 10 gallery photos a sitter shows on their profile. */
export const PROVIDER_GALLERY_MAX = 10;

const profileImageUrl = z.optional(ImageAddress(providerPhotoMessages.profile));

const petOwnerShape = { fullName, phoneNumber, location };

const veterinaryDoctorShape = {
  fullName,
  profileImageUrl,
  specialization: text('Please enter your specialization.', 100, 'Specialization must be at most 100 characters.'),
  location,
  availability,
  phoneNumber,
  licenseId,
  consultationFee: amount(
    'Please enter a consultation fee.',
    'Consultation fee must be 0 or more.',
    1_000_000,
    'Consultation fee must be at most 1000000.',
  ),
  bio,
  timeZone: z._default(
    z
      .string({ error: 'Please choose a valid time zone.' })
      .check(z.refine(isTimeZone, 'Please choose a valid time zone.')),
    DEFAULT_TIME_ZONE,
  ),
};

const petSitterShape = {
  fullName,
  location,
  profileImageUrl,
  yearsExperience,
  services: choices(PET_SITTER_SERVICES, {
    required: 'Please choose at least one service.',
    invalid: 'Please choose services from the list.',
    unique: 'Each service can be chosen once.',
  }),
  hourlyRate,
  bio,
  photos: z
    .array(ImageAddress(providerPhotoMessages.gallery), { error: providerPhotoMessages.gallery })
    .check(z.maxLength(PROVIDER_GALLERY_MAX, providerPhotoMessages.galleryMax)),
};

const specializations = (options: typeof PET_TRAINER_SPECIALIZATIONS | typeof PET_STYLIST_SPECIALIZATIONS) =>
  choices(options, {
    required: 'Please choose at least one specialization.',
    invalid: 'Please choose specializations from the list.',
    unique: 'Each specialization can be chosen once.',
  });

const petTrainerShape = {
  fullName,
  location,
  profileImageUrl,
  hourlyRate,
  yearsExperience,
  specializations: specializations(PET_TRAINER_SPECIALIZATIONS),
  bio,
  availability,
};

const petStylistShape = {
  fullName,
  location,
  profileImageUrl,
  hourlyRate,
  yearsExperience,
  specializations: specializations(PET_STYLIST_SPECIALIZATIONS),
  bio,
  availability,
};

const pharmacistShape = {
  fullName,
  pharmacyName: text('Please enter your pharmacy name.', 120, 'Pharmacy name must be at most 120 characters.'),
  licenseId,
  location,
  phoneNumber,
};

const supplierShape = {
  fullName,
  businessName: text(verificationMessages.businessName, 120, verificationMessages.businessNameMax),
  taxId: z
    .string({ error: verificationMessages.taxId })
    .check(z.trim(), z.regex(/^[A-Za-z0-9]{5,20}$/, verificationMessages.taxId), z.toUpperCase()),
  phoneNumber,
};

export const PetOwnerProfileInput = z.strictObject(petOwnerShape);
export const VeterinaryDoctorProfileInput = z.strictObject(veterinaryDoctorShape);
export const PetSitterProfileInput = z.strictObject(petSitterShape);
export const PetTrainerProfileInput = z.strictObject(petTrainerShape);
export const PetStylistProfileInput = z.strictObject(petStylistShape);
export const PharmacistProfileInput = z.strictObject(pharmacistShape);
/** A supplier's business: what an admin checks before their products can be sold (docs/decisions/052). */
export const SupplierProfileInput = z.strictObject(supplierShape);

/** PUT /api/auth/profile: the body schema of the user's current role. */
export const profileInputSchemas = {
  pet_owner: PetOwnerProfileInput,
  veterinary_doctor: VeterinaryDoctorProfileInput,
  pet_sitter: PetSitterProfileInput,
  pet_trainer: PetTrainerProfileInput,
  pet_stylist: PetStylistProfileInput,
  pharmacist: PharmacistProfileInput,
  supplier: SupplierProfileInput,
} as const;

/** What a form sends for `role`. */
export type ProfileInput<R extends StoredRole> = z.input<(typeof profileInputSchemas)[R]>;
/** What is stored for `role` once validated (defaults applied). */
export type ProfileFields<R extends StoredRole> = z.output<(typeof profileInputSchemas)[R]>;

const id = z.string();
export const PetOwnerRecord = z.object({ id, ...petOwnerShape });
export const VeterinaryDoctorRecord = z.object({ id, ...veterinaryDoctorShape });
export const PetSitterRecord = z.object({ id, ...petSitterShape });
export const PetTrainerRecord = z.object({ id, ...petTrainerShape });
export const PetStylistRecord = z.object({ id, ...petStylistShape });
export const PharmacistRecord = z.object({ id, ...pharmacistShape });
export const SupplierRecord = z.object({ id, ...supplierShape });

export type RoleRecord<R extends RecordRole> = { id: string } & ProfileFields<R>;

function profileOf<const R extends RecordRole, S extends z.ZodMiniType>(role: R, record: S) {
  return z.object({ role: z.literal(role), record: z.nullable(record), complete: z.boolean() });
}

/**
 * GET and PUT /api/auth/profile: the current role, its record (null until saved) and whether setup is
 * complete (a record exists; never without a role).
 */
export const ProfileResponse = z.discriminatedUnion('role', [
  profileOf('pet_owner', PetOwnerRecord),
  profileOf('veterinary_doctor', VeterinaryDoctorRecord),
  profileOf('pet_sitter', PetSitterRecord),
  profileOf('pet_trainer', PetTrainerRecord),
  profileOf('pet_stylist', PetStylistRecord),
  profileOf('pharmacist', PharmacistRecord),
  profileOf('supplier', SupplierRecord),
  z.object({ role: z.literal('none'), record: z.null(), complete: z.literal(false) }),
]);
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const PET_SPECIES = ['dog', 'cat', 'bird', 'rabbit', 'other'] as const;
export const PetSpecies = z.enum(PET_SPECIES, { error: 'Please choose a species.' });
export type PetSpecies = z.infer<typeof PetSpecies>;

export const PetInput = z.strictObject({
  name: text("Please enter your pet's name.", 50, "Your pet's name must be at most 50 characters."),
  breed: text('Please enter the breed.', 50, 'Breed must be at most 50 characters.'),
  species: PetSpecies,
  sizeLbs: z
    .number({ error: 'Please enter the size in lbs.' })
    .check(z.gt(0, 'Size must be greater than 0 lbs.'), z.lte(500, 'Size must be at most 500 lbs.')),
  /** The id of a photo the owner uploaded first (POST /api/images, decision 083). */
  photoId: z.optional(ImageId),
});
export type PetInput = z.input<typeof PetInput>;

export const PetSummary = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  species: PetSpecies,
  sizeLbs: z.number(),
  hasPhoto: z.boolean(),
  /** The pet's photo (its stored widths for `srcset`); null or absent without one. */
  photo: z.optional(z.nullable(ImageRef)),
});
export type PetSummary = z.infer<typeof PetSummary>;

export const PetList = z.object({ pets: z.array(PetSummary) });
export type PetList = z.infer<typeof PetList>;

export const PetCreated = z.object({ pet: PetSummary });
export type PetCreated = z.infer<typeof PetCreated>;

export const PetDeleted = z.object({ deleted: z.literal(true) });
export type PetDeleted = z.infer<typeof PetDeleted>;
