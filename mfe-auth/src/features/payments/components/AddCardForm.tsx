import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@petpal/design-system';
import { FormBanner } from '../../session/components/FormBanner';
import type { FieldErrors } from '../../session/form-errors';
import {
  cardFields,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  validateCardForm,
  type CardData,
  type CardField,
  type CardFormValues,
} from '../card-form';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const formatters: Partial<Record<CardField, (value: string) => string>> = {
  cardNumber: formatCardNumber,
  expiry: formatExpiry,
  cvc: (value) => value.replace(/\D/g, '').slice(0, 4),
};

export interface AddCardFormProps {
  onSubmit(card: CardData): void;
  /** Shows the spinner and disables the submit button. */
  submitting?: boolean;
  /** The payment provider's answer when it refused the card ("Your card was declined."). */
  error?: string | null;
}

/** Card number, expiry (MM/YY), CVC and name on card, checked with the AddCardInput contract before sending. */
export function AddCardForm({ onSubmit, submitting = false, error }: AddCardFormProps) {
  const [values, setValues] = useState<CardFormValues>(emptyCard);
  const [errors, setErrors] = useState<FieldErrors<CardField>>({});

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const field = cardFields.find((candidate) => candidate === event.target.name);
    if (!field) return;
    const next = { ...values, [field]: formatters[field]?.(event.target.value) ?? event.target.value };
    setValues(next);
    if (errors[field]) {
      const result = validateCardForm(next);
      setErrors({ ...errors, [field]: result.success ? undefined : result.errors[field] });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateCardForm(values);
    if (!result.success) {
      setErrors(result.errors);
      const first = cardFields.find((field) => result.errors[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setErrors({});
    onSubmit(result.data);
  }

  return (
    <Form noValidate aria-label="Add a card" onSubmit={submit}>
      {error && <FormBanner message={error} />}
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.cardNumber}
        onChange={onChange}
        error={errors.cardNumber}
      />
      <Row>
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.expiry}
          onChange={onChange}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={values.cvc}
          onChange={onChange}
          error={errors.cvc}
        />
      </Row>
      <TextField
        label="Name on card"
        name="holderName"
        autoComplete="cc-name"
        value={values.holderName}
        onChange={onChange}
        error={errors.holderName}
      />
      <div>
        <Button type="submit" loading={submitting}>
          Add Card
        </Button>
      </div>
    </Form>
  );
}
