import { STORED_ROLES, type Role, type StoredRole } from '@petpal/contracts';

export interface RoleOption {
  role: StoredRole;
  label: string;
  /** One sentence on the role-selection card. */
  description: string;
  /** The last segment of /profile/<slug> (spec section 2, route table). */
  slug: string;
}

/** What the role-selection page says of each role (every role must have an entry). */
const details: Record<StoredRole, Omit<RoleOption, 'role'>> = {
  pet_owner: {
    label: 'Pet Owner',
    description: 'Find and book vets, sitters, trainers and stylists for your pets.',
    slug: 'pet-owner',
  },
  veterinary_doctor: {
    label: 'Veterinary Doctor',
    description: 'Offer in-person visits and teleconsultations to pet owners.',
    slug: 'veterinary',
  },
  pet_sitter: {
    label: 'Pet Sitter',
    description: 'Take on dog walking, day care, house sitting and more.',
    slug: 'pet-sitter',
  },
  pet_trainer: {
    label: 'Pet Trainer',
    description: 'Run training sessions in person or online.',
    slug: 'pet-trainer',
  },
  pet_stylist: {
    label: 'Pet Stylist',
    description: 'Offer grooming, bathing and styling appointments.',
    slug: 'pet-stylist',
  },
  pharmacist: {
    label: 'Pharmacist',
    description: 'Provide pet medicines and prescriptions from your pharmacy.',
    slug: 'pharmacist',
  },
  supplier: {
    label: 'Supplier',
    description: 'Supply pet food, merchandise and other products.',
    slug: 'supplier',
  },
};

/** The roles in the contracts' order, which is the order the role-selection page shows them. */
export const roleOptions: readonly RoleOption[] = STORED_ROLES.map((role) => ({ role, ...details[role] }));

export function roleOption(role: StoredRole): RoleOption {
  return { role, ...details[role] };
}

/** Where a user sets up the profile of their role; without a role, role selection comes first. */
export function profilePath(role: Role): string {
  return role === 'none' ? '/role-selection' : `/profile/${roleOption(role).slug}`;
}
