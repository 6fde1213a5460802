import type { ProfileFields } from '@petpal/contracts';

/** Every demo account's password (README: "Trying accounts locally"). */
export const DEMO_PASSWORD = 'petpal-demo';

export interface DemoOwner {
  email: string;
  fields: ProfileFields<'pet_owner'>;
  pets: Array<{ name: string; breed: string; species: 'dog' | 'cat' | 'rabbit'; sizeLbs: number }>;
}

/**
 * The demo owners owner1-3@petpal.demo and their pets. The vet and care seeds both make them (each area
 * seeds on its own), and reuse what the other has already made.
 */
export const DEMO_OWNERS: readonly DemoOwner[] = [
  {
    email: 'owner1@petpal.demo',
    fields: { fullName: 'Priya Sharma', phoneNumber: '+91 98765 43210', location: 'Mumbai, Maharashtra' },
    pets: [
      { name: 'Bruno', breed: 'Labrador Retriever', species: 'dog', sizeLbs: 65 },
      { name: 'Misty', breed: 'Persian', species: 'cat', sizeLbs: 9 },
    ],
  },
  {
    email: 'owner2@petpal.demo',
    fields: { fullName: 'Daniel Weber', phoneNumber: '+49 151 2345 6789', location: 'Berlin, Germany' },
    pets: [{ name: 'Luna', breed: 'Golden Retriever', species: 'dog', sizeLbs: 60 }],
  },
  {
    email: 'owner3@petpal.demo',
    fields: { fullName: 'Aisha Khan', phoneNumber: '+91 99000 11223', location: 'Bengaluru, Karnataka' },
    pets: [{ name: 'Coco', breed: 'Holland Lop', species: 'rabbit', sizeLbs: 4 }],
  },
];
