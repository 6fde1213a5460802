import styled, { css } from 'styled-components';
import type { PaymentMethod } from '@petpal/contracts';
import {
  ButtonLink,
  FieldSet,
  Icon,
  LoadingLine,
  RetryAlert,
  Select,
  Text,
  VisuallyHidden,
} from '@petpal/design-system';
import { effectiveMethod, paymentMethodLabel } from '../payment-method-label';

export const trainingPaymentMessages = {
  loading: 'Loading payment methods...',
  // Spec section 8.
  failed: 'Failed to load payment methods.',
  noneTitle: 'No Payment Method Found',
  noneDescription: 'You need to add a payment method before booking an online training session.',
} as const;

const NoMethod = styled.div`
  ${({ theme }) => css`
    display: grid;
    justify-items: start;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[4]};
    background: ${theme.colors.surfaceSubtle};
    border: 1px dashed ${theme.colors.borderControl};
    border-radius: ${theme.radii.md};

    strong {
      font-size: ${theme.fontSizes.md};
    }
  `}
`;

export interface TrainingPaymentFieldProps {
  methods: readonly PaymentMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The owner's choice; null falls back to the default method. */
  chosenId: string | null;
  onChoose(id: string): void;
  error?: string;
}

/**
 * The saved method an online session is charged to, the default preselected; with none, "No Payment Method
 * Found" and the way to add one at /payments in a new tab (the form looks again while there is none).
 */
export function TrainingPaymentField({
  methods,
  loading,
  failed,
  onRetry,
  chosenId,
  onChoose,
  error,
}: TrainingPaymentFieldProps) {
  if (loading) return <LoadingLine message={trainingPaymentMessages.loading} />;
  if (failed && !methods) return <RetryAlert message={trainingPaymentMessages.failed} onRetry={onRetry} />;
  if (!methods || methods.length === 0) {
    return (
      <FieldSet label="Payment Method" error={error}>
        <NoMethod role="status">
          <strong>{trainingPaymentMessages.noneTitle}</strong>
          <Text tone="muted">{trainingPaymentMessages.noneDescription}</Text>
          <ButtonLink href="/payments" target="_blank" rel="noopener" size="sm" variant="outline">
            <Icon name="list" size={16} />
            Add Payment Method
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </ButtonLink>
        </NoMethod>
      </FieldSet>
    );
  }
  return (
    <Select
      label="Payment Method"
      options={methods.map((method) => ({
        value: method.id,
        label: method.isDefault ? `${paymentMethodLabel(method)} (default)` : paymentMethodLabel(method),
      }))}
      value={effectiveMethod(methods, chosenId)?.id ?? ''}
      error={error}
      onChange={(event) => onChoose(event.target.value)}
    />
  );
}
