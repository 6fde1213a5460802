import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ShippingAddress, type ShippingAddress as Address } from '@petpal/contracts';
import { ApiError, profileQueryOptions, sessionUserAtom, useContractForm } from '@petpal/design-system';
import { contactOf } from './profile-contact';
import { useSavedAddresses } from './saved-addresses';
import { useViewerCountry } from './viewer-country';

export type AddressField = keyof Address;
export type AddressValues = Record<AddressField, string>;

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

/** The API's field errors ("shippingAddress.city" or "city") as the form's. */
export function addressErrorsFrom(fields: Record<string, string> | undefined): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = key.replace(/^shippingAddress\./, '');
    if (isField(field)) errors[field] = message;
  }
  return errors;
}

/** The choice of "a new address" beside the saved ones. */
export const NEW_ADDRESS = 'new-address';

/**
 * The form checkout and Autoship share: the shipping address checked by the API's own schema, prefilled with the
 * last used saved address (else empty, in the viewer's country, with the name and phone of the user's profile),
 * the chosen saved payment method, and the API's refusal shown by field and above the button.
 */
export function useShippingForm() {
  const viewerCountry = useViewerCountry();
  const address = useContractForm(ShippingAddress, { defaultValues: emptyAddress(viewerCountry ?? '') });
  const [chosenMethod, setChosenMethod] = useState('');
  const [methodError, setMethodError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const saved = useSavedAddresses();
  const savedAddresses = saved.data?.addresses ?? [];
  const [pickedAddress, setPickedAddress] = useState<string | null>(null);
  const lastUsed = savedAddresses[0];

  // The last used address is preselected once, unless the buyer has started typing.
  useEffect(() => {
    if (!lastUsed || pickedAddress !== null || address.formState.isDirty) return;
    address.reset({ ...emptyAddress(''), ...lastUsed.address });
    setPickedAddress(lastUsed.id);
  }, [lastUsed, pickedAddress, address]);

  // No saved address (a first order): the name and phone start from the profile, once, where still blank; they
  // stay the form's defaults (not typed), so the buyer can change them like any field (decision 116).
  const user = useAtomValue(sessionUserAtom);
  const noSavedAddress = saved.isSuccess && savedAddresses.length === 0;
  const profile = useQuery({ ...profileQueryOptions(user?.role ?? 'none'), enabled: Boolean(user) && noSavedAddress });
  const { name, phone } = contactOf(profile.data);
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !noSavedAddress || (!name && !phone)) return;
    prefilled.current = true;
    const values = address.getValues();
    // `reset` makes them the defaults: prefilled, not typed.
    address.reset({
      ...values,
      name: values.name === '' && name ? name : values.name,
      phone: values.phone === '' && phone ? phone : values.phone,
    });
  }, [noSavedAddress, name, phone, address]);

  /** Fills the form with a saved address, or empties it for a new one. */
  function pickAddress(id: string) {
    setPickedAddress(id);
    const entry = savedAddresses.find((candidate) => candidate.id === id);
    address.reset(entry ? { ...emptyAddress(''), ...entry.address } : emptyAddress(viewerCountry ?? ''));
  }

  /** The API's refusal: its address and payment method fields under them, its message above the button. */
  function refused(error: unknown, fallback: string) {
    if (!(error instanceof ApiError)) {
      setRefusal(fallback);
      return;
    }
    address.showErrors(addressErrorsFrom(error.fields));
    if (error.fields?.paymentMethodId) setMethodError(error.fields.paymentMethodId);
    setRefusal(error.message);
  }

  const picked = pickedAddress ?? NEW_ADDRESS;
  return {
    address,
    /** The saved addresses and the chosen one, for ShippingAddressFields' picker. */
    savedChoice: { addresses: savedAddresses, value: picked, onChange: pickAddress },
    chosenMethod,
    setChosenMethod,
    methodError,
    setMethodError,
    refusal,
    setRefusal,
    refused,
  };
}
