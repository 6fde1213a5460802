import type { PaymentMethod } from '@petpal/api/contracts';
import { Alert, RadioGroup, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { paymentMethodLabel } from '../api/payment-methods';

export interface PaymentMethodChoiceProps {
  methods: PaymentMethod[];
  value: string;
  onChange(id: string): void;
  error?: string;
}

/** The saved methods to pay with; none saved: a link to /payments to add a card. */
export function PaymentMethodChoice({ methods, value, onChange, error }: PaymentMethodChoiceProps) {
  if (methods.length === 0) {
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
  return (
    <RadioGroup
      label="Pay with"
      name="paymentMethodId"
      value={value}
      onChange={onChange}
      error={error}
      options={methods.map((method) => ({
        value: method.id,
        label: paymentMethodLabel(method),
        description: method.isDefault ? 'Default' : undefined,
      }))}
    />
  );
}
