import type { ProviderRole, VerificationStatus } from '@petpal/api/contracts';

export const PROVIDER_ROLE_LABELS: Record<ProviderRole, string> = {
  veterinary_doctor: 'Vets',
  pet_sitter: 'Pet sitters',
  pet_trainer: 'Trainers',
  pet_stylist: 'Stylists',
};

/** The contract's statuses in the dashboard's words ("unverified" is waiting for a decision). */
export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  unverified: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};
