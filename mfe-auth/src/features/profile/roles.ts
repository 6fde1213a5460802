import type { Role, StoredRole } from '@petpal/api/contracts';

export interface RoleOption {
  role: StoredRole;
  label: string;
  /** One sentence on the role-selection card. */
  description: string;
  /** The last segment of /profile/<slug> (spec section 2, route table). */
  slug: string;
}

/** The seven roles in the order the role-selection page shows them. */
export const roleOptions: readonly RoleOption[] = [
  {
    role: 'pet_owner',
    label: 'Pet Owner',
    description: 'Find and book vets, sitters, trainers and stylists for your pets.',
    slug: 'pet-owner',
  },
  {
    role: 'veterinary_doctor',
    label: 'Veterinary Doctor',
    description: 'Offer in-person visits and teleconsultations to pet owners.',
    slug: 'veterinary',
  },
  {
    role: 'pet_sitter',
    label: 'Pet Sitter',
    description: 'Take on dog walking, day care, house sitting and more.',
    slug: 'pet-sitter',
  },
  {
    role: 'pet_trainer',
    label: 'Pet Trainer',
    description: 'Run training sessions in person or online.',
    slug: 'pet-trainer',
  },
  {
    role: 'pet_stylist',
    label: 'Pet Stylist',
    description: 'Offer grooming, bathing and styling appointments.',
    slug: 'pet-stylist',
  },
  {
    role: 'pharmacist',
    label: 'Pharmacist',
    description: 'Provide pet medicines and prescriptions from your pharmacy.',
    slug: 'pharmacist',
  },
  {
    role: 'supplier',
    label: 'Supplier',
    description: 'Supply pet food, merchandise and other products.',
    slug: 'supplier',
  },
];

export function roleOption(role: StoredRole): RoleOption {
  const option = roleOptions.find((candidate) => candidate.role === role);
  if (!option) throw new Error(`no role option for ${role}`);
  return option;
}

/** Where a user sets up the profile of their role; without a role, role selection comes first. */
export function profilePath(role: Role): string {
  return role === 'none' ? '/role-selection' : `/profile/${roleOption(role).slug}`;
}
