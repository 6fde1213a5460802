import { useState } from 'react';
import styled, { css } from 'styled-components';
import type { OwnerAppointment, SessionUser } from '@petpal/contracts';
import {
  Button,
  createAttemptKeys,
  effectiveMethod,
  PaymentMethodField,
  paymentMethodMessages,
  Stack,
  Text,
  useErrorToast,
  usePaymentMethods,
  useToast,
} from '@petpal/design-system';
import { formatDay, timeRange } from '../../format';
import { usePayAppointment } from '../api/pay-appointment';
import { NO_METHOD_FOR_TELECONSULTATION } from '../no-method';
import { formatUsd, INR_PER_USD } from '../usd';

/** Spec section 8, word for word. */
export const paymentResultMessages = {
  successTitle: 'Payment Successful',
  success: 'Your teleconsultation appointment has been confirmed.',
  failedTitle: 'Payment Failed',
  failed: 'There was an issue processing your payment. Please try again.',
} as const;

const Amount = styled.div`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[1]};
    padding: ${theme.spacing[4]};
    text-align: center;
    background: ${theme.colors.primary.subtle};
    border-radius: ${theme.radii.md};

    span:first-child {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.primary.onSubtle};
    }

    strong {
      font-size: ${theme.fontSizes['3xl']};
      line-height: ${theme.lineHeights.tight};
      color: ${theme.colors.primary.onSubtle};
    }
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${theme.spacing[3]};
  `}
`;

export interface PaymentRequiredProps {
  appointment: OwnerAppointment;
  user: SessionUser;
  /** Cancel: leave without paying now (the saved method is charged 24 hours before). */
  onClose(): void;
  onPaid(appointment: OwnerAppointment): void;
}

/** Payment Required: the teleconsultation's fee in USD, the method to pay with, Cancel and Pay Now. */
export function PaymentRequired({ appointment, user, onClose, onPaid }: PaymentRequiredProps) {
  const methods = usePaymentMethods(user.id, { polling: 'always' });
  const pay = usePayAppointment();
  // The method chosen at booking, while it is still saved; else the default.
  const [chosenId, setChosenId] = useState<string | null>(appointment.paymentMethodId);
  const [attemptKeys] = useState(createAttemptKeys);
  const { toast } = useToast();
  useErrorToast(methods, paymentMethodMessages.failed);

  const fee = appointment.consultationFee ?? 0;
  const method = effectiveMethod(methods.data?.methods ?? [], chosenId);

  function payNow() {
    if (!method) return;
    const input = { paymentMethodId: method.id };
    pay.mutate(
      { appointmentId: appointment.id, input, idempotencyKey: attemptKeys.keyFor(input) },
      {
        onSuccess: ({ appointment: paid }) => {
          attemptKeys.settle();
          toast({
            title: paymentResultMessages.successTitle,
            description: paymentResultMessages.success,
            variant: 'success',
          });
          onPaid(paid);
        },
        onError: (error) => {
          attemptKeys.settle(error);
          toast({
            title: paymentResultMessages.failedTitle,
            description: paymentResultMessages.failed,
            variant: 'error',
          });
        },
      },
    );
  }

  return (
    <Stack gap={5}>
      <Text>
        Your teleconsultation with {appointment.vet.fullName} on {formatDay(appointment.date)},{' '}
        {timeRange(appointment.startTime, appointment.endTime)} ({appointment.timeZone}), is booked. Pay now to confirm
        it, or it is charged automatically 24 hours before the appointment.
      </Text>
      <Amount>
        <span>Amount due</span>
        <strong>{formatUsd(fee)} USD</strong>
        <Text tone="muted">
          ₹{fee.toLocaleString('en-IN')} at ₹{INR_PER_USD} per US dollar
        </Text>
      </Amount>
      <PaymentMethodField
        methods={methods.data?.methods}
        loading={methods.isPending}
        failed={methods.isError}
        onRetry={() => void methods.refetch()}
        chosenId={chosenId}
        onChoose={setChosenId}
        noneDescription={NO_METHOD_FOR_TELECONSULTATION}
      />
      <Actions>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" loading={pay.isPending} disabled={!method} onClick={payNow}>
          Pay Now
        </Button>
      </Actions>
    </Stack>
  );
}
