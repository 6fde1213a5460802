import styled, { css } from 'styled-components';
import type { PaymentMethod } from '@petpal/contracts';
import { effectiveMethod, paymentMethodLabel } from '../account/payment-methods';
import { ButtonLink } from '@petpal/design-system/core';
import { FieldSet } from '../FieldSet';
import { Icon } from '@petpal/design-system/core';
import { Text } from '../Layout';
import { LoadingLine } from '../LoadingLine';
import { RadioGroup } from '../RadioGroup';
import { RetryAlert } from '../RetryAlert';
import { Select } from '../Select';
import { VisuallyHidden } from '@petpal/design-system/core';

export const paymentMethodMessages = {
  loading: 'Loading payment methods...',
  failed: 'Failed to load payment methods.',
  noneTitle: 'No Payment Method Found',
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
  /** Under "No Payment Method Found": what the method is needed for, in the spec's words. */
  noneDescription: string;
  /** `radio`: one radio per method, "Default" under the default; `select`: a list, "(default)" after it. */
  control?: 'radio' | 'select';
  /** The form's message for this field (the `select` control shows it, with or without methods). */
  error?: string;
}

/**
 * The saved methods to pay with, the default preselected; with none, "No Payment Method Found" and the way to
 * add one at /payments in a new tab (the caller's query looks again while there is none).
 */
export function PaymentMethodField({
  methods,
  loading,
  failed,
  onRetry,
  chosenId,
  onChoose,
  noneDescription,
  control = 'radio',
  error,
}: PaymentMethodFieldProps) {
  if (loading) return <LoadingLine message={paymentMethodMessages.loading} />;
  if (failed && !methods) return <RetryAlert message={paymentMethodMessages.failed} onRetry={onRetry} />;
  if (!methods || methods.length === 0) {
    const none = (
      <NoMethod role="status">
        <strong>{paymentMethodMessages.noneTitle}</strong>
        <Text tone="muted">{noneDescription}</Text>
        <ButtonLink href="/payments" target="_blank" rel="noopener" size="sm" variant="outline">
          <Icon name="list" size={16} />
          Add Payment Method
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ButtonLink>
      </NoMethod>
    );
    return control === 'select' ? (
      <FieldSet label="Payment Method" error={error}>
        {none}
      </FieldSet>
    ) : (
      none
    );
  }
  const value = effectiveMethod(methods, chosenId)?.id ?? '';
  if (control === 'select') {
    return (
      <Select
        label="Payment Method"
        options={methods.map((method) => ({
          value: method.id,
          label: method.isDefault ? `${paymentMethodLabel(method)} (default)` : paymentMethodLabel(method),
        }))}
        value={value}
        error={error}
        onChange={(event) => onChoose(event.target.value)}
      />
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
      value={value}
      onChange={onChoose}
    />
  );
}
