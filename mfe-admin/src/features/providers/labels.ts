import { ID_DOCUMENT_LABELS, type IdCheck, type ProviderRole, type VerificationStatus } from '@petpal/contracts';

export const PROVIDER_ROLE_LABELS: Record<ProviderRole, string> = {
  veterinary_doctor: 'Vets',
  pet_sitter: 'Pet sitters',
  pet_trainer: 'Trainers',
  pet_stylist: 'Stylists',
  pharmacist: 'Pharmacists',
  supplier: 'Suppliers',
};

/** One provider's type, as a card says it. */
export const PROVIDER_ROLE_NAMES: Record<ProviderRole, string> = {
  veterinary_doctor: 'Vet',
  pet_sitter: 'Pet sitter',
  pet_trainer: 'Trainer',
  pet_stylist: 'Stylist',
  pharmacist: 'Pharmacist',
  supplier: 'Supplier',
};

/** The contract's statuses in the dashboard's words ("pending" is waiting for a decision). */
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

const ID_RESULT_LABELS: Record<IdCheck['result'], string> = { clear: 'Clear', consider: 'Needs a closer look' };

/** "Clear (Passport ending 4821)" */
export const idCheckLabel = (check: IdCheck) =>
  `${ID_RESULT_LABELS[check.result]} (${ID_DOCUMENT_LABELS[check.documentType]} ending ${check.last4})`;
