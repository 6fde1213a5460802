import { FieldSet, Stack, TextField } from '@petpal/design-system';
import { ADDRESS_FIELDS, type AddressErrors, type AddressValues } from '../lib/shipping-form';

export interface ShippingAddressFieldsProps {
  values: AddressValues;
  errors: AddressErrors;
  onChange(values: AddressValues): void;
}

/** The shipping address's fields, each with its message (checkout and Autoship). */
export function ShippingAddressFields({ values, errors, onChange }: ShippingAddressFieldsProps) {
  return (
    <FieldSet label="Shipping address">
      <Stack gap={3}>
        {ADDRESS_FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            error={errors[field.name]}
            required={field.name !== 'line2'}
            onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
          />
        ))}
      </Stack>
    </FieldSet>
  );
}
