/**
 * Pet insurance (docs/decisions/045): demo plans, quotes from a transparent rating formula and recorded
 * enrolments. No real insurer: nothing is charged and nothing leaves PetPal.
 */
import * as z from 'zod/mini';
import { ObjectIdString } from './platform';
import { ShopCurrency } from './shop/catalogue';

/** Every user-facing message of the insurance area, in one place. */
export const insuranceMessages = {
  species: 'Please choose dog or cat.',
  breed: "Please enter the breed (2 to 50 letters, digits, spaces or - . ' ( ) &).",
  ageYears: 'Age must be a whole number of years from 0 to 20.',
  country: 'Country must be at most 60 characters.',
  quoteId: 'Please get a quote first.',
  planId: 'Please choose one of the plans.',
  petId: 'Please choose one of your pets.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required to enrol.',
  planNotFound: 'This plan is not offered.',
  quoteNotFound: 'We could not find this quote. Please get a new quote.',
  quoteExpired: 'This quote has expired. Please get a new quote.',
  petNotFound: 'Please choose one of your own pets.',
  ownersOnly: 'Only pet owners can enrol a pet. Please complete a pet owner profile.',
  speciesMismatch: (pet: string, species: string) =>
    `This quote is for a ${species}, but ${pet} is not. Please get a quote for ${pet}.`,
  planIneligible: 'This plan is not available for the pet in this quote.',
  alreadyEnrolled: (pet: string) =>
    `${pet} already has an active policy. Cancel it under My policies before enrolling again.`,
  enrolmentNotFound: 'We could not find this policy.',
  alreadyCancelled: 'This policy is already cancelled.',
  tooOld: (maxAge: number) => `Not available for new enrolments over ${maxAge} years old.`,
  signInToEnrol: 'Log in as a pet owner to enrol your pet.',
  noPaymentNow: 'No payment is taken now; the insurer contacts you.',
  demoNotice: 'Demo plans: PetPal records your enrolment; no real insurer is involved yet.',
} as const;

export const INSURANCE_SPECIES = ['dog', 'cat'] as const;
export const InsuranceSpecies = z.enum(INSURANCE_SPECIES, { error: insuranceMessages.species });
export type InsuranceSpecies = z.infer<typeof InsuranceSpecies>;

export const REIMBURSEMENT_PERCENTS = [70, 80, 90] as const;
export const QUOTE_VALID_DAYS = 30;
export const MAX_QUOTE_AGE = 20;

const BREED_PATTERN = /^[\p{L}\p{M}0-9 .'()&-]+$/u;
const country = z.optional(
  z.string({ error: insuranceMessages.country }).check(z.trim(), z.maxLength(60, insuranceMessages.country)),
);

/** GET /api/insurance/plans?country= */
export const InsuranceCountryQuery = z.strictObject({ country });
export type InsuranceCountryQuery = z.input<typeof InsuranceCountryQuery>;

/** POST /api/insurance/quotes (anyone, guests too). */
export const QuoteInput = z.strictObject({
  species: InsuranceSpecies,
  breed: z
    .string({ error: insuranceMessages.breed })
    .check(
      z.trim(),
      z.minLength(2, insuranceMessages.breed),
      z.maxLength(50, insuranceMessages.breed),
      z.regex(BREED_PATTERN, insuranceMessages.breed),
    ),
  ageYears: z
    .int({ error: insuranceMessages.ageYears })
    .check(z.gte(0, insuranceMessages.ageYears), z.lte(MAX_QUOTE_AGE, insuranceMessages.ageYears)),
  country,
});
export type QuoteInput = z.input<typeof QuoteInput>;

/** POST /api/insurance/enrolments (a signed-in pet owner; Idempotency-Key required). */
export const EnrolmentInput = z.strictObject({
  quoteId: z.string({ error: insuranceMessages.quoteId }).check(z.regex(/^[a-f0-9]{24}$/i, insuranceMessages.quoteId)),
  planId: z.string({ error: insuranceMessages.planId }).check(z.regex(/^[a-f0-9]{24}$/i, insuranceMessages.planId)),
  petId: z.string({ error: insuranceMessages.petId }).check(z.regex(/^[a-f0-9]{24}$/i, insuranceMessages.petId)),
});
export type EnrolmentInput = z.input<typeof EnrolmentInput>;

export const InsuranceMoney = z.object({ amountMinor: z.number(), currency: ShopCurrency });
export type InsuranceMoney = z.infer<typeof InsuranceMoney>;

export const InsurancePlan = z.object({
  id: ObjectIdString,
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  /** An add-on is bought next to a main plan (wellness). */
  kind: z.enum(['plan', 'add-on']),
  covered: z.array(z.string()),
  deductible: InsuranceMoney,
  reimbursementPercent: z.number(),
  annualLimit: InsuranceMoney,
  /** The lowest monthly premium the formula gives (a young mixed-breed cat). */
  fromMonthly: InsuranceMoney,
  maxEnrolmentAge: z.number(),
});
export type InsurancePlan = z.infer<typeof InsurancePlan>;

export const InsurancePlanList = z.object({ plans: z.array(InsurancePlan), currency: ShopCurrency });
export type InsurancePlanList = z.infer<typeof InsurancePlanList>;

/** One factor of the rating formula, named so the screen can show how the premium was made. */
export const RatingFactor = z.object({ label: z.string(), factor: z.number() });
export type RatingFactor = z.infer<typeof RatingFactor>;

export const QuoteOption = z.object({
  plan: InsurancePlan,
  eligible: z.boolean(),
  /** Null when not eligible. */
  monthlyPremium: z.nullable(InsuranceMoney),
  /** Why not, when not eligible. */
  reason: z.nullable(z.string()),
});
export type QuoteOption = z.infer<typeof QuoteOption>;

export const InsuranceQuote = z.object({
  id: ObjectIdString,
  species: InsuranceSpecies,
  breed: z.string(),
  ageYears: z.number(),
  currency: ShopCurrency,
  factors: z.object({ age: RatingFactor, species: RatingFactor, breed: RatingFactor }),
  options: z.array(QuoteOption),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InsuranceQuote = z.infer<typeof InsuranceQuote>;

export const QuoteAnswer = z.object({ quote: InsuranceQuote });
export type QuoteAnswer = z.infer<typeof QuoteAnswer>;

export const ENROLMENT_STATUSES = ['active', 'cancelled'] as const;
export const EnrolmentStatus = z.enum(ENROLMENT_STATUSES);
export type EnrolmentStatus = z.infer<typeof EnrolmentStatus>;

export const Enrolment = z.object({
  id: ObjectIdString,
  /** A reference to quote to the insurer, e.g. PP-INS-1A2B3C4D. */
  reference: z.string(),
  status: EnrolmentStatus,
  pet: z.object({ id: z.string(), name: z.string(), species: InsuranceSpecies, breed: z.string() }),
  plan: z.object({ id: z.string(), name: z.string(), reimbursementPercent: z.number() }),
  /** In the quote's currency, as quoted. */
  monthlyPremium: InsuranceMoney,
  createdAt: z.string(),
  cancelledAt: z.nullable(z.string()),
});
export type Enrolment = z.infer<typeof Enrolment>;

export const EnrolmentAnswer = z.object({ enrolment: Enrolment });
export type EnrolmentAnswer = z.infer<typeof EnrolmentAnswer>;

export const EnrolmentList = z.object({ enrolments: z.array(Enrolment) });
export type EnrolmentList = z.infer<typeof EnrolmentList>;
