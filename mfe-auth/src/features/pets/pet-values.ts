import { PetInput, type PetSpecies } from '@petpal/contracts';
import { checkContract, type FieldErrors } from '@petpal/design-system';

export const petFields = ['name', 'breed', 'species', 'sizeLbs', 'photoId'] as const;
export type PetField = (typeof petFields)[number];

export interface PetValues {
  name: string;
  breed: string;
  species: PetSpecies | '';
  sizeLbs: string;
  /** The id of the photo uploaded from the chosen file (decision 083). */
  photoId: string | null;
}

export const emptyPet: PetValues = { name: '', breed: '', species: '', sizeLbs: '', photoId: null };

export const speciesOptions: { value: PetSpecies; label: string }[] = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
  { value: 'bird', label: 'Bird' },
  { value: 'rabbit', label: 'Rabbit' },
  { value: 'other', label: 'Other' },
];

/** The PetInput the form's values stand for: the size as a number (empty is missing), a photo only if chosen. */
export function petInput(values: PetValues) {
  return {
    name: values.name,
    breed: values.breed,
    species: values.species,
    sizeLbs: values.sizeLbs.trim() === '' ? undefined : Number(values.sizeLbs),
    ...(values.photoId ? { photoId: values.photoId } : {}),
  };
}

/** Checks the values with the PetInput contract the API applies (an empty size is "Please enter the size in lbs."). */
export function validatePet(values: PetValues) {
  const checked = checkContract(PetInput, petInput(values));
  return checked.ok
    ? { success: true as const, data: checked.data }
    : { success: false as const, errors: checked.errors };
}

/** The API's field errors for the pet form's own fields. */
export function petFieldErrors(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => petFields.some((field) => field === key)));
}

/** How the booking screens name a pet too: "Rex (Beagle)". */
export function petLabel(pet: { name: string; breed: string }): string {
  return `${pet.name} (${pet.breed})`;
}
