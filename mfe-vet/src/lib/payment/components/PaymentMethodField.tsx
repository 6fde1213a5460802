import styled, { css } from 'styled-components';
import type { PaymentMethod } from '@petpal/contracts';
import { ButtonLink, Icon, LoadingLine, RadioGroup, RetryAlert, Text, VisuallyHidden } from '@petpal/design-system';
import { effectiveMethod, paymentMethodLabel } from '../payment-method-label';

export const paymentMessages = {
  loading: 'Loading payment methods...',
  failed: 'Failed to load payment methods.',
  noneTitle: 'No Payment Method Found',
  noneDescription: 'You need to add a payment method before booking a teleconsultation.',
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

export interface PaymentMethodFieldProps {
  methods: readonly PaymentMethod[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** The owner's choice; null falls back to the default method. */
  chosenId: string | null;
  onChoose(id: string): void;
}

/** The saved methods to pay with, the default preselected; with none, the way to add one (in a new tab). */
export function PaymentMethodField({ methods, loading, failed, onRetry, chosenId, onChoose }: PaymentMethodFieldProps) {
  if (loading) return <LoadingLine message={paymentMessages.loading} />;
  if (failed && !methods) return <RetryAlert message={paymentMessages.failed} onRetry={onRetry} />;
  if (!methods || methods.length === 0) {
    return (
      <NoMethod role="status">
        <strong>{paymentMessages.noneTitle}</strong>
        <Text tone="muted">{paymentMessages.noneDescription}</Text>
        <ButtonLink href="/payments" target="_blank" rel="noopener" size="sm" variant="outline">
          <Icon name="list" size={16} />
          Add Payment Method
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonLink>
      </NoMethod>
    );
  }
  return (
    <RadioGroup
      label="Payment Method"
      name="payment-method"
      options={methods.map((method) => ({
        value: method.id,
        label: paymentMethodLabel(method),
        description: method.isDefault ? 'Default' : undefined,
      }))}
      value={effectiveMethod(methods, chosenId)?.id ?? ''}
      onChange={onChoose}
    />
  );
}
