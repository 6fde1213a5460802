import { ShippingAddress, type ShippingAddress as Address } from '@petpal/contracts';
import { checkContract } from '@petpal/design-system';

export type AddressField = keyof Address;
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELDS: ReadonlyArray<{ name: AddressField; label: string; autoComplete: string }> = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'line1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'line2', label: 'Address line 2 (optional)', autoComplete: 'address-line2' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel' },
];

export const emptyAddress = (country: string): AddressValues => ({
  name: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  country,
  phone: '',
});

const isField = (key: unknown): key is AddressField => ADDRESS_FIELDS.some((field) => field.name === key);

/** Checks the address with the API's own schema: the address, or each field's message. */
export function checkAddress(values: AddressValues): { address: Address } | { errors: AddressErrors } {
  const checked = checkContract(ShippingAddress, values);
  return checked.ok ? { address: checked.data } : { errors: checked.errors };
}

/** The API's field errors ("shippingAddress.city" or "city") as the form's. */
export function addressErrorsFrom(fields: Record<string, string> | undefined): AddressErrors {
  const errors: AddressErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.replace(/^shippingAddress\./, '');
    if (isField(field)) errors[field] = message;
  }
  return errors;
}
