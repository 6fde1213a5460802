import { useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PaymentMethod, SessionUser } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  Card,
  Heading,
  LoadingLine,
  paymentMethodLabel,
  Stack,
  Text,
  usePageTitle,
  usePaymentMethods,
  useToast,
} from '@petpal/design-system';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { AddPaymentMethod } from './AddPaymentMethod';
import { PaymentMethodList } from './PaymentMethodList';
import { RemovePaymentMethodDialog } from './RemovePaymentMethodDialog';
import { PageContainer } from '../../../ui/PageContainer';

const Panel = styled(Card)`
  ${({ theme }) => css`
    gap: ${theme.spacing[4]};
    padding: ${theme.spacing[6]};

    ${theme.media.mobile} {
      padding: ${theme.spacing[4]};
    }
  `}
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

export const LOAD_FAILED = 'Failed to load payment methods.';
const genericFailure = 'Something went wrong. Please try again.';

/** /payments: the signed-in user's saved methods (default first), adding, setting the default, removing. */
export function PaymentsPage({ user }: { user: SessionUser }) {
  usePageTitle('Payment Methods');
  const methods = usePaymentMethods(user.id);
  const setDefault = useSetDefaultPaymentMethod(user.id);
  const remove = useRemovePaymentMethod(user.id);
  const { toast } = useToast();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  const failed = (error: unknown) =>
    toast({ title: error instanceof ApiError ? error.message : genericFailure, variant: 'error' });

  function confirmRemove() {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast({ title: 'Payment method removed', variant: 'success' }),
      onError: failed,
      onSettled: () => setRemoving(null),
    });
  }

  return (
    <PageContainer $maxWidth="48rem">
      <Stack gap={6}>
        <div>
          <Heading level={1}>Payment Methods</Heading>
          <Text tone="muted">Save a card or UPI ID to pay for teleconsultations and online training.</Text>
        </div>
        <Section title="Saved payment methods">
          {methods.isPending && <LoadingLine align="center" message="Loading payment methods..." />}
          {methods.isError && (
            <Alert variant="error">
              <Stack gap={3} align="flex-start">
                {LOAD_FAILED}
                <Button type="button" size="sm" variant="outline" onClick={() => void methods.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          )}
          {methods.data && (
            <PaymentMethodList
              methods={methods.data.methods}
              busy={setDefault.isPending || remove.isPending}
              onSetDefault={(method) =>
                setDefault.mutate(method.id, {
                  onSuccess: () => toast({ title: 'Default payment method updated', variant: 'success' }),
                  onError: failed,
                })
              }
              onRemove={setRemoving}
            />
          )}
        </Section>
        {/* Comes with the saved methods: under their loading line it would move down when they arrive (decision 080). */}
        {!methods.isPending && (
          <Section title="Add a payment method">
            <AddPaymentMethod />
          </Section>
        )}
        <RemovePaymentMethodDialog
          label={removing ? paymentMethodLabel(removing) : null}
          removing={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      </Stack>
    </PageContainer>
  );
}
