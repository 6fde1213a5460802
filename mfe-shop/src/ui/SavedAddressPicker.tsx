import type { SavedAddress } from '@petpal/contracts';
import { Select } from '@petpal/design-system';
import { NEW_ADDRESS } from '../lib/shipping-form';

export interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  value: string;
  onChange(id: string): void;
}

/** The buyer's saved addresses (the last used first) or a new one; nothing when none is saved. */
export function SavedAddressPicker({ addresses, value, onChange }: SavedAddressPickerProps) {
  if (addresses.length === 0) return null;
  const options = addresses.map(({ id, address }) => ({
    value: id,
    label: `${address.name}, ${address.line1}, ${address.city}`,
  }));
  return (
    <Select
      label="Ship to"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[...options, { value: NEW_ADDRESS, label: 'A new address' }]}
    />
  );
}
