import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AddCardInput } from '@petpal/contracts';
import { Button, CardEntry, CardEntryError, type CardEntryHandle } from '@petpal/design-system';
import { FormBanner } from '../../../ui/FormBanner';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

export interface AddCardFormProps {
  onSubmit(card: AddCardInput): void;
  /** Shows the spinner and disables the submit button. */
  submitting?: boolean;
  /** The payment provider's answer when it refused the card ("Your card was declined."). */
  error?: string | null;
}

/**
 * The card is typed in the payment provider's element (decision 051); Add Card asks it for a payment method id
 * and hands on only that. Field errors show in the element, beside their field; other refusals here.
 */
export function AddCardForm({ onSubmit, submitting = false, error }: AddCardFormProps) {
  const card = useRef<CardEntryHandle>(null);
  const [creating, setCreating] = useState(false);
  const [elementError, setElementError] = useState<string | null>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (creating || submitting || !card.current) return;
    setElementError(null);
    setCreating(true);
    try {
      onSubmit({ methodType: 'card', paymentMethodId: await card.current.createPaymentMethod() });
    } catch (thrown) {
      if (!(thrown instanceof CardEntryError)) throw thrown;
      if (!thrown.inElement) setElementError(thrown.message);
    } finally {
      setCreating(false);
    }
  }

  const banner = elementError ?? error;
  return (
    <Form noValidate aria-label="Add a card" onSubmit={(event) => void submit(event)}>
      {banner && <FormBanner message={banner} />}
      <CardEntry ref={card} onSubmitRequest={() => void submit()} />
      <div>
        <Button type="submit" loading={creating || submitting}>
          Add Card
        </Button>
      </div>
    </Form>
  );
}
