import type { Ref } from 'react';
import type { PaymentMethod } from '@petpal/contracts';
import {
  Alert,
  CardEntry,
  FieldSet,
  paymentMethodLabel,
  RadioGroup,
  RouterButtonLink,
  Stack,
  Text,
  type CardEntryHandle,
} from '@petpal/design-system';

/** The choice that means "type a new card in the provider's element". */
export const NEW_CARD = 'new-card';

/** A new card typed in the payment provider's element, offered beside the saved methods. */
export interface NewCardOption {
  ref: Ref<CardEntryHandle>;
  /** Enter pressed inside the element. */
  onSubmitRequest(): void;
}

export interface PaymentMethodChoiceProps {
  methods: PaymentMethod[];
  value: string;
  onChange(id: string): void;
  error?: string | undefined;
  /** Offer a new card (checkout); without it, none saved is a link to /payments (Autoship). */
  newCard?: NewCardOption;
}

function NoSavedMethod() {
  return (
    <Alert variant="warning" title="No saved payment method">
      <Stack gap={2}>
        <Text>Add a card on the Payments page, then come back to place your order.</Text>
        <div>
          <RouterButtonLink to="/payments" size="sm" variant="outline">
            Add a payment method
          </RouterButtonLink>
        </div>
      </Stack>
    </Alert>
  );
}

/** The saved methods to pay with, or a new card typed in the provider's element (saved, then charged). */
export function PaymentMethodChoice({ methods, value, onChange, error, newCard }: PaymentMethodChoiceProps) {
  const card = newCard && <CardEntry ref={newCard.ref} onSubmitRequest={newCard.onSubmitRequest} />;
  if (methods.length === 0) {
    if (!card) return <NoSavedMethod />;
    return (
      <FieldSet label="Pay with a card" error={error}>
        {card}
      </FieldSet>
    );
  }
  const options = methods.map((method) => ({
    value: method.id,
    label: paymentMethodLabel(method),
    description: method.isDefault ? 'Default' : undefined,
  }));
  return (
    <Stack gap={3}>
      <RadioGroup
        label="Pay with"
        name="paymentMethodId"
        value={value}
        onChange={onChange}
        error={error}
        options={card ? [...options, { value: NEW_CARD, label: 'A new card', description: undefined }] : options}
      />
      {value === NEW_CARD && card}
    </Stack>
  );
}
