/**
 * Become a Pet Parent and pet sale/adoption submission (docs/decisions/038): listings with photos, applications
 * from adopters, the lister accepts one. Contact details (name, email, phone) appear only in `contact` fields,
 * and only to the lister and the adopter they accepted. Texts are plain text, kept as written.
 */
import * as z from 'zod/mini';
import { ImageId, ImageRef } from '../images';
import { PET_SPECIES } from '../profiles';

/** Listings per page of the browse list (newest first). */
export const ADOPTION_PAGE_SIZE = 12;
export const ADOPTION_PHOTOS_MAX = 5;
export const ADOPTION_FEE_MAX = 1_000_000;
/** The oldest age a listing or a filter may give, in months (30 years). */
export const ADOPTION_AGE_MAX_MONTHS = 360;

export const adoptionMessages = {
  title: 'Title must be 3 to 80 characters.',
  species: 'Please choose a species.',
  breed: 'Breed must be 2 to 60 characters (for example Indie, Labrador or Mixed).',
  ageYears: 'Years must be a whole number from 0 to 30.',
  ageMonths: 'Months must be a whole number from 0 to 11.',
  age: 'Please give an age of at least 1 month.',
  sex: 'Please choose male, female or not sure.',
  size: 'Please choose a size.',
  yesNo: 'Please answer yes or no.',
  description: 'Describe the pet in 20 to 3,000 characters.',
  fee: 'The fee must be a whole number from 0 (free) to 1,000,000.',
  currency: 'Please choose rupees (₹) or dollars ($).',
  city: 'City must be 2 to 60 characters.',
  area: 'Area must be 60 characters or fewer.',
  photos: `Add 1 to ${ADOPTION_PHOTOS_MAX} photos.`,
  nothingToChange: 'Change something before saving.',
  ageFilter: `Age must be a whole number of months from 0 to ${ADOPTION_AGE_MAX_MONTHS}.`,
  ageRange: 'The youngest age must not be above the oldest.',
  feeFilter: 'The highest fee must be a whole number from 0 to 1,000,000.',
  cursor: 'This page link is not valid. Please reload the list.',
  statusChange: 'Choose Withdraw, or Mark as adopted once you have accepted an adopter.',
  applicationMessage: 'Tell the lister about your home and experience in 20 to 2,000 characters.',
  listingNotFound: 'We could not find that listing.',
  applicationNotFound: 'We could not find that application.',
  notYourListing: 'Only the person who listed this pet can do this.',
  ownListing: 'You cannot apply to adopt your own pet.',
  alreadyApplied: 'You have already applied to adopt this pet.',
  notAvailable: 'This pet is no longer taking applications.',
  closed: 'This listing is closed and can no longer be changed.',
  alreadyAccepted: 'You have already accepted an adopter for this pet.',
  notAccepted: 'Accept an adopter before marking the pet as adopted.',
  listingTooOften: 'You have listed several pets today. Please try again tomorrow.',
  applyingTooOften: 'You have sent many applications today. Please try again tomorrow.',
  adminsOnly: 'Only PetPal admins can remove listings.',
  // Screens.
  loadFailed: 'We could not load the pets. Please try again.',
  noListings: 'No pets match these filters yet.',
  noMyListings: 'You have not listed a pet yet.',
  noApplications: 'No applications yet. We will let you know in the bell when someone applies.',
  signInToApply: 'Log in to apply to adopt this pet.',
  signInToList: 'Log in to list a pet for adoption or sale.',
  listed: 'Your pet is listed.',
  saved: 'Your changes are saved.',
  applied: 'Application sent. We will let you know when the lister decides.',
  accepted: 'Adopter accepted: you can now see each other’s contact details.',
  withdrawn: 'Listing withdrawn.',
  markedAdopted: 'Marked as adopted. Congratulations!',
  removed: 'Listing removed.',
  contactHidden: 'The lister’s contact details are shared only with the adopter they accept.',
} as const;

export const ADOPTION_SPECIES = PET_SPECIES;
export const AdoptionSpecies = z.enum(ADOPTION_SPECIES, { error: adoptionMessages.species });
export type AdoptionSpecies = z.infer<typeof AdoptionSpecies>;
export const ADOPTION_SPECIES_LABELS = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  other: 'Other',
} as const satisfies Record<AdoptionSpecies, string>;

export const ADOPTION_SEXES = ['male', 'female', 'unknown'] as const;
export const AdoptionSex = z.enum(ADOPTION_SEXES, { error: adoptionMessages.sex });
export type AdoptionSex = z.infer<typeof AdoptionSex>;
export const ADOPTION_SEX_LABELS = { male: 'Male', female: 'Female', unknown: 'Not sure' } as const satisfies Record<
  AdoptionSex,
  string
>;

export const ADOPTION_SIZES = ['small', 'medium', 'large'] as const;
export const AdoptionSize = z.enum(ADOPTION_SIZES, { error: adoptionMessages.size });
export type AdoptionSize = z.infer<typeof AdoptionSize>;
export const ADOPTION_SIZE_LABELS = { small: 'Small', medium: 'Medium', large: 'Large' } as const satisfies Record<
  AdoptionSize,
  string
>;

/** The fee's currency (spec section 9's rule picks the default: $ for the United States, ₹ otherwise). */
export const ADOPTION_CURRENCIES = ['INR', 'USD'] as const;
export const AdoptionCurrency = z.enum(ADOPTION_CURRENCIES, { error: adoptionMessages.currency });
export type AdoptionCurrency = z.infer<typeof AdoptionCurrency>;

/**
 * available: taking applications; pending: the lister accepted an adopter (no more applications);
 * adopted: the lister marked the pet rehomed; withdrawn: the lister took the listing down.
 */
export const ADOPTION_STATUSES = ['available', 'pending', 'adopted', 'withdrawn'] as const;
export const AdoptionStatus = z.enum(ADOPTION_STATUSES);
export type AdoptionStatus = z.infer<typeof AdoptionStatus>;
export const ADOPTION_STATUS_LABELS = {
  available: 'Available',
  pending: 'Adoption pending',
  adopted: 'Adopted',
  withdrawn: 'Withdrawn',
} as const satisfies Record<AdoptionStatus, string>;

export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;
export const APPLICATION_STATUS_LABELS = {
  pending: 'Waiting for the lister',
  accepted: 'Accepted',
  declined: 'Not chosen',
} as const satisfies Record<ApplicationStatus, string>;

const trimmed = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

/** Kept exactly as written (the screens show it as text); whitespace does not count towards the minimum. */
const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(
    z.refine((value) => value.trim().length >= min, { error: message, abort: true }),
    z.maxLength(max, message),
  );

const wholeNumber = (min: number, max: number, message: string) =>
  z.int({ error: message }).check(z.gte(min, message), z.lte(max, message));

const yesNo = z.boolean({ error: adoptionMessages.yesNo });

/**
 * A listing's photos: images the lister uploaded first (POST /api/images, up to 15 MB each), by id, in order, the
 * cover first (decision 105). On an edit the whole new list: ids the listing has are kept as they are.
 */
const ListingPhotoIds = z
  .array(ImageId, { error: adoptionMessages.photos })
  .check(z.minLength(1, adoptionMessages.photos), z.maxLength(ADOPTION_PHOTOS_MAX, adoptionMessages.photos));

const listingShape = {
  title: trimmed(3, 80, adoptionMessages.title),
  species: AdoptionSpecies,
  breed: trimmed(2, 60, adoptionMessages.breed),
  ageYears: wholeNumber(0, 30, adoptionMessages.ageYears),
  ageMonths: wholeNumber(0, 11, adoptionMessages.ageMonths),
  sex: AdoptionSex,
  size: AdoptionSize,
  vaccinated: yesNo,
  neutered: yesNo,
  goodWithKids: yesNo,
  goodWithDogs: yesNo,
  goodWithCats: yesNo,
  description: text(20, 3000, adoptionMessages.description),
  fee: wholeNumber(0, ADOPTION_FEE_MAX, adoptionMessages.fee),
  currency: AdoptionCurrency,
  city: trimmed(2, 60, adoptionMessages.city),
  area: z.string({ error: adoptionMessages.area }).check(z.trim(), z.maxLength(60, adoptionMessages.area)),
};
const ListingFields = z.strictObject(listingShape);

const hasAge = (input: { ageYears?: number | undefined; ageMonths?: number | undefined }) =>
  input.ageYears === undefined || input.ageMonths === undefined || input.ageYears * 12 + input.ageMonths >= 1;

/** POST /api/community/adoption/listings (signed in): 1 to 5 photos, the lister's own uploads by id. */
export const CreateAdoptionListingInput = z
  .extend(ListingFields, { area: z._default(listingShape.area, ''), photoIds: ListingPhotoIds })
  .check(z.refine(hasAge, { error: adoptionMessages.age, path: ['ageMonths'] }));
export type CreateAdoptionListingInput = z.input<typeof CreateAdoptionListingInput>;

/**
 * PATCH /api/community/adoption/listings/:id (the lister, while available or pending): the fields sent change.
 * Age is sent as both fields. `photoIds` is the whole new list: the listing's own ids are kept, new ones are uploads.
 */
export const UpdateAdoptionListingInput = z
  .extend(z.partial(ListingFields), { photoIds: z.optional(ListingPhotoIds) })
  .check(
    z.refine((input) => Object.values(input).some((value) => value !== undefined), {
      error: adoptionMessages.nothingToChange,
    }),
    z.refine((input) => (input.ageYears === undefined) === (input.ageMonths === undefined), {
      error: adoptionMessages.age,
      path: ['ageMonths'],
    }),
    z.refine(hasAge, { error: adoptionMessages.age, path: ['ageMonths'] }),
  );
export type UpdateAdoptionListingInput = z.input<typeof UpdateAdoptionListingInput>;

/** POST /api/community/adoption/listings/:id/status (the lister). */
export const AdoptionStatusInput = z.strictObject({
  status: z.enum(['withdrawn', 'adopted'], { error: adoptionMessages.statusChange }),
});
export type AdoptionStatusInput = z.input<typeof AdoptionStatusInput>;

/** POST /api/community/adoption/listings/:id/applications (signed in, not the lister, once per listing). */
export const AdoptionApplicationInput = z.strictObject({
  message: text(20, 2000, adoptionMessages.applicationMessage),
});
export type AdoptionApplicationInput = z.input<typeof AdoptionApplicationInput>;

const numberParam = (max: number, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^\d{1,7}$/, message)),
    z.pipe(z.transform(Number), z.number().check(z.lte(max, message))),
  );

/**
 * GET /api/community/adoption/listings: available pets, newest first. `city` is a case-insensitive contains;
 * ages are in months (a pet's age today); `feeMax` compares amounts, `currency` keeps one currency.
 */
export const AdoptionBrowseQuery = z
  .strictObject({
    species: z.optional(AdoptionSpecies),
    city: z.optional(z.string().check(z.trim(), z.maxLength(60, adoptionMessages.city))),
    minAgeMonths: z.optional(numberParam(ADOPTION_AGE_MAX_MONTHS, adoptionMessages.ageFilter)),
    maxAgeMonths: z.optional(numberParam(ADOPTION_AGE_MAX_MONTHS, adoptionMessages.ageFilter)),
    feeMax: z.optional(numberParam(ADOPTION_FEE_MAX, adoptionMessages.feeFilter)),
    currency: z.optional(AdoptionCurrency),
    cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, adoptionMessages.cursor))),
  })
  .check(
    z.refine(
      (query) =>
        query.minAgeMonths === undefined ||
        query.maxAgeMonths === undefined ||
        query.minAgeMonths <= query.maxAgeMonths,
      { error: adoptionMessages.ageRange, path: ['maxAgeMonths'] },
    ),
  );
export type AdoptionBrowseQuery = z.input<typeof AdoptionBrowseQuery>;

/** A person's contact details: shown only to the lister and the adopter they accepted. */
export const AdoptionContact = z.object({
  name: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type AdoptionContact = z.infer<typeof AdoptionContact>;

export const AdoptionAge = z.object({ years: z.number(), months: z.number() });
export type AdoptionAge = z.infer<typeof AdoptionAge>;

/** A card of the browse list. */
export const AdoptionListingSummary = z.object({
  id: z.string(),
  title: z.string(),
  species: AdoptionSpecies,
  breed: z.string(),
  /** Today's age (it grows with the listing). */
  age: AdoptionAge,
  sex: AdoptionSex,
  size: AdoptionSize,
  /** Whole rupees or dollars; 0 is free. */
  fee: z.number(),
  currency: AdoptionCurrency,
  city: z.string(),
  area: z.string(),
  /** The listing's images (stored widths for `srcset`), the cover first. */
  photos: z.array(ImageRef),
  status: AdoptionStatus,
  createdAt: z.string(),
});
export type AdoptionListingSummary = z.infer<typeof AdoptionListingSummary>;

export const AdoptionListingPage = z.object({
  listings: z.array(AdoptionListingSummary),
  nextCursor: z.nullable(z.string()),
});
export type AdoptionListingPage = z.infer<typeof AdoptionListingPage>;

/** The viewer's own application to a listing. */
export const AdoptionMyApplicationRef = z.object({ id: z.string(), status: ApplicationStatus, createdAt: z.string() });
export type AdoptionMyApplicationRef = z.infer<typeof AdoptionMyApplicationRef>;

/** One listing's page. */
export const AdoptionListing = z.object({
  ...AdoptionListingSummary.shape,
  description: z.string(),
  vaccinated: z.boolean(),
  neutered: z.boolean(),
  goodWith: z.object({ kids: z.boolean(), dogs: z.boolean(), cats: z.boolean() }),
  /** The lister's public name ("Priya S."), never their contact details. */
  listerName: z.string(),
  editedAt: z.nullable(z.string()),
  /** Applications so far: for the lister (and admins) only, null for everyone else. */
  applicationCount: z.nullable(z.number()),
  viewer: z.object({
    /** The viewer listed it. */
    own: z.boolean(),
    /** Signed in, not the lister, not applied yet, and the pet is available. */
    canApply: z.boolean(),
    /** The lister may edit it (available or pending), withdraw it, mark it adopted (pending). */
    canEdit: z.boolean(),
    /** A PetPal admin may remove it. */
    canRemove: z.boolean(),
    application: z.nullable(AdoptionMyApplicationRef),
  }),
  /** The lister's contact details: only for the adopter they accepted; null for everyone else. */
  contact: z.nullable(AdoptionContact),
});
export type AdoptionListing = z.infer<typeof AdoptionListing>;

export const AdoptionListingAnswer = z.object({ listing: AdoptionListing });
export type AdoptionListingAnswer = z.infer<typeof AdoptionListingAnswer>;

/** GET /api/community/adoption/listings/mine: the signed-in user's listings, every status, newest first. */
export const MyAdoptionListings = z.object({ listings: z.array(AdoptionListing) });
export type MyAdoptionListings = z.infer<typeof MyAdoptionListings>;

/** An application as the lister sees it; `contact` is the adopter's, once the lister accepted them. */
export const AdoptionApplication = z.object({
  id: z.string(),
  listingId: z.string(),
  applicantName: z.string(),
  message: z.string(),
  status: ApplicationStatus,
  createdAt: z.string(),
  contact: z.nullable(AdoptionContact),
});
export type AdoptionApplication = z.infer<typeof AdoptionApplication>;

/** GET /listings/:id/applications and POST /applications/:id/accept: the listing's applications, oldest first. */
export const AdoptionApplicationList = z.object({ applications: z.array(AdoptionApplication) });
export type AdoptionApplicationList = z.infer<typeof AdoptionApplicationList>;

/** An application as the adopter sees it in their list. */
export const MyAdoptionApplication = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  message: z.string(),
  status: ApplicationStatus,
  createdAt: z.string(),
});
export type MyAdoptionApplication = z.infer<typeof MyAdoptionApplication>;

/** GET /api/community/adoption/applications/mine: newest first. */
export const MyAdoptionApplications = z.object({ applications: z.array(MyAdoptionApplication) });
export type MyAdoptionApplications = z.infer<typeof MyAdoptionApplications>;

/** DELETE /api/community/adoption/listings/:id (admins). */
export const AdoptionListingRemoved = z.object({ removed: z.literal(true) });
export type AdoptionListingRemoved = z.infer<typeof AdoptionListingRemoved>;
