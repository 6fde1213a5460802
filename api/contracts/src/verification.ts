/**
 * Provider verification (issue 17, docs/decisions/052): choosing a provider role starts an application that an
 * admin verifies; until then, and after a rejection or a suspension, every provider-only route answers 403 with
 * one of `verificationMessages` and its code.
 */
import * as z from 'zod/mini';
import { PROVIDER_ROLES } from './roles';

export const isProviderRole = (role: string): role is (typeof PROVIDER_ROLES)[number] =>
  (PROVIDER_ROLES as readonly string[]).includes(role);

/** The clear answers (403 codes in parentheses) and the forms' messages. */
export const verificationMessages = {
  /** 403 provider_pending */
  providerPending:
    'Your provider account is pending verification. You can use this once PetPal has verified your profile.',
  /** 403 provider_rejected */
  providerRejected:
    'PetPal did not approve your provider application, so this is not available. Please contact PetPal support if you think this is a mistake.',
  /** 403 account_suspended, also the answer to a sign-in (password, phone or Google) of a suspended account. */
  accountSuspended: 'Your PetPal account is suspended. Please contact PetPal support.',
  documentType: 'Please choose a document type: passport, driving licence or national ID.',
  documentNumber: 'Please enter the document number (5 to 20 letters or digits).',
  /** 409 id_check_not_needed: only sitters, trainers and stylists take the ID check. */
  idCheckNotNeeded: 'Your role does not need an ID check.',
  /** 409 id_check_closed: a decision has been made; the check can no longer be replaced. */
  idCheckClosed: 'Your application has already been decided, so the ID check cannot be changed.',
  /** 400 application_incomplete (admin verification), with one field error per missing item. */
  applicationIncomplete: "This provider's application is incomplete, so it cannot be verified yet.",
  suspensionReason: 'Please give a reason for the suspension (at most 500 characters).',
  /** 409 already_suspended */
  alreadySuspended: 'This account is already suspended.',
  /** 409 not_suspended */
  notSuspended: 'This account is not suspended.',
  userNotFound: 'We could not find this user.',
  providerRole: `Provider type must be one of: ${PROVIDER_ROLES.join(', ')}.`,
  businessName: 'Please enter your business name.',
  businessNameMax: 'Business name must be at most 120 characters.',
  taxId: 'Please enter your tax ID (GSTIN): 5 to 20 letters or digits.',
} as const;

export const ProviderRole = z.enum(PROVIDER_ROLES, { error: verificationMessages.providerRole });
export type ProviderRole = z.infer<typeof ProviderRole>;

/** Error codes of the 403s above (ErrorBody.error.code). */
export const VERIFICATION_CODES = {
  pending: 'provider_pending',
  rejected: 'provider_rejected',
  suspended: 'account_suspended',
} as const;

/** A provider's standing: pending until an admin decides; suspended (any account) wins over the rest. */
export const PROVIDER_STANDING_STATUSES = ['pending', 'verified', 'rejected', 'suspended'] as const;
export type ProviderStandingStatus = (typeof PROVIDER_STANDING_STATUSES)[number];

/** What an application must show, per role: `field` names the profile field (or `idCheck`), `label` says it. */
export interface ApplicationRequirement {
  field: string;
  label: string;
}
const licence: ApplicationRequirement = { field: 'licenseId', label: 'Licence number' };
const experience: ApplicationRequirement = { field: 'yearsExperience', label: 'Years of experience' };
const idCheck: ApplicationRequirement = { field: 'idCheck', label: 'ID check' };
export const APPLICATION_REQUIREMENTS: Readonly<Record<ProviderRole, readonly ApplicationRequirement[]>> = {
  veterinary_doctor: [licence],
  pharmacist: [licence],
  supplier: [
    { field: 'businessName', label: 'Business name' },
    { field: 'taxId', label: 'Tax ID (GSTIN)' },
  ],
  pet_sitter: [experience, idCheck],
  pet_trainer: [experience, idCheck],
  pet_stylist: [experience, idCheck],
};

/** Roles whose application includes the ID check (POST /api/auth/provider-application/id-check). */
export const ID_CHECK_ROLES = ['pet_sitter', 'pet_trainer', 'pet_stylist'] as const satisfies readonly ProviderRole[];

export const MissingItem = z.object({ field: z.string(), label: z.string() });
export type MissingItem = z.infer<typeof MissingItem>;

/**
 * GET /api/auth/provider-standing answers `{ standing }`: null for a pet owner or a user without a role.
 * `missing` lists what the application still lacks (empty when complete); `reason` is the rejection's or the
 * suspension's; `submittedAt` is when the application became complete (null while incomplete).
 */
export const ProviderStanding = z.object({
  role: z.enum(PROVIDER_ROLES),
  status: z.enum(PROVIDER_STANDING_STATUSES),
  missing: z.array(MissingItem),
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type ProviderStanding = z.infer<typeof ProviderStanding>;
export const ProviderStandingResponse = z.object({ standing: z.nullable(ProviderStanding) });
export type ProviderStandingResponse = z.infer<typeof ProviderStandingResponse>;

/** The ID check stand-in (docs/decisions/013): only the type, the last four characters and the result are kept. */
export const ID_DOCUMENT_TYPES = ['passport', 'driving_licence', 'national_id'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_LABELS: Readonly<Record<IdDocumentType, string>> = {
  passport: 'Passport',
  driving_licence: 'Driving licence',
  national_id: 'National ID',
};
export const ID_CHECK_RESULTS = ['clear', 'consider'] as const;
export type IdCheckResult = (typeof ID_CHECK_RESULTS)[number];
/** The sandbox answers 'consider' (a person must look) for a document number starting with this, else 'clear'. */
export const ID_CHECK_SANDBOX_CONSIDER_PREFIX = 'CONSIDER';

/** POST /api/auth/provider-application/id-check */
export const IdCheckInput = z.strictObject({
  documentType: z.enum(ID_DOCUMENT_TYPES, { error: verificationMessages.documentType }),
  documentNumber: z
    .string({ error: verificationMessages.documentNumber })
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,28}[A-Za-z0-9]$/, verificationMessages.documentNumber)),
});
export type IdCheckInput = z.input<typeof IdCheckInput>;

export const IdCheck = z.object({
  documentType: z.enum(ID_DOCUMENT_TYPES),
  last4: z.string(),
  result: z.enum(ID_CHECK_RESULTS),
  checkedAt: z.string(),
});
export type IdCheck = z.infer<typeof IdCheck>;
/** The check just made and the standing after it. */
export const IdCheckResponse = z.object({ idCheck: IdCheck, standing: ProviderStanding });
export type IdCheckResponse = z.infer<typeof IdCheckResponse>;

/** How a suspension shows on an admin's user row (null when not suspended). */
export const Suspension = z.object({ reason: z.string(), at: z.string() });
export type Suspension = z.infer<typeof Suspension>;

/** POST /api/admin/users/:id/suspension (DELETE lifts it, no body). */
export const SuspensionInput = z.strictObject({
  reason: z
    .string({ error: verificationMessages.suspensionReason })
    .check(
      z.trim(),
      z.minLength(1, verificationMessages.suspensionReason),
      z.maxLength(500, verificationMessages.suspensionReason),
    ),
});
export type SuspensionInput = z.input<typeof SuspensionInput>;
