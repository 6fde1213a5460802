import type { ComponentProps } from 'react';
import { FieldSet, Stack, TextField } from '@petpal/design-system';
import { ADDRESS_FIELDS, type AddressField } from '../lib/shipping-form';
import { SavedAddressPicker, type SavedAddressPickerProps } from './SavedAddressPicker';

export interface ShippingAddressFieldsProps {
  /** Each field's registration and message (`form.field` of the shipping form). */
  field(name: AddressField): Omit<ComponentProps<typeof TextField>, 'label'>;
  /** The saved addresses to pick from (the fields are filled with the chosen one). */
  saved?: SavedAddressPickerProps;
}

/** The shipping address's fields, each with its message, after the saved addresses (checkout and Autoship). */
export function ShippingAddressFields({ field, saved }: ShippingAddressFieldsProps) {
  return (
    <FieldSet label="Shipping address">
      <Stack gap={3}>
        {saved && <SavedAddressPicker {...saved} />}
        {ADDRESS_FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            autoComplete={autoComplete}
            required={name !== 'line2'}
            {...field(name)}
          />
        ))}
      </Stack>
    </FieldSet>
  );
}
