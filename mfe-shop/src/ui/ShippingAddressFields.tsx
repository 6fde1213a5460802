import type { ComponentProps } from 'react';
import { FieldSet, Stack, TextField } from '@petpal/design-system';
import { ADDRESS_FIELDS, type AddressField } from '../lib/shipping-form';

export interface ShippingAddressFieldsProps {
  /** Each field's registration and message (`form.field` of the shipping form). */
  field(name: AddressField): Omit<ComponentProps<typeof TextField>, 'label'>;
}

/** The shipping address's fields, each with its message (checkout and Autoship). */
export function ShippingAddressFields({ field }: ShippingAddressFieldsProps) {
  return (
    <FieldSet label="Shipping address">
      <Stack gap={3}>
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
