import { useState } from 'react';
import { ApiError, Stack, Tabs, useToast } from '@petpal/design-system';
import type { AddPaymentMethodInput } from '@petpal/contracts';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { AddCardForm } from './AddCardForm';
import { AddUpiForm } from './AddUpiForm';
import { SandboxCardsNote } from './SandboxCardsNote';

const genericFailure = 'Something went wrong. Please try again.';

function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return genericFailure;
  const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
  return fieldMessage ?? error.message;
}

/** Add a card or a UPI id; a saved method resets its form (no card number stays in the page). */
export function AddPaymentMethod() {
  const add = useAddPaymentMethod();
  const { toast } = useToast();
  const [saved, setSaved] = useState(0);
  const [tab, setTab] = useState('card');
  const error = add.error ? messageOf(add.error) : null;

  function submit(input: AddPaymentMethodInput) {
    add.mutate(input, {
      onSuccess: () => {
        setSaved((count) => count + 1);
        add.reset();
        toast({ title: 'Payment method added', variant: 'success' });
      },
    });
  }

  return (
    <Tabs
      label="Payment method type"
      value={tab}
      onChange={(id) => {
        setTab(id);
        add.reset();
      }}
      tabs={[
        {
          id: 'card',
          label: 'Card',
          content: (
            <Stack gap={5}>
              <AddCardForm key={saved} onSubmit={submit} submitting={add.isPending} error={error} />
              <SandboxCardsNote />
            </Stack>
          ),
        },
        {
          id: 'upi',
          label: 'UPI',
          content: <AddUpiForm key={saved} onSubmit={submit} submitting={add.isPending} error={error} />,
        },
      ]}
    />
  );
}
