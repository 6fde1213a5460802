import type { PetSummary } from '@petpal/contracts';
import { Select } from '@petpal/design-system';
import { petLabel } from '../../../lib/format';

export interface PetSelectProps {
  pets: readonly PetSummary[] | undefined;
  loading: boolean;
  value: string;
  onChange(petId: string): void;
}

/** Spec section 2: "Pet (optional)", "No pet selected", each pet as name (breed), "Loading pets..." meanwhile. */
export function PetSelect({ pets, loading, value, onChange }: PetSelectProps) {
  return (
    <Select
      label="Pet (optional)"
      placeholder={loading ? 'Loading pets...' : 'No pet selected'}
      options={(pets ?? []).map((pet) => ({ value: pet.id, label: petLabel(pet) }))}
      disabled={loading}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
