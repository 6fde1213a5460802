import type { Ref } from 'react';
import { Alert } from '../Alert';
import { LoadingLine } from '../LoadingLine';
import { CARD_ENTRY_MESSAGES, useCardEntryConfig, type CardEntryHandle } from './card-entry-config';
import { CardFrame } from './CardFrame';
import { StripeCardElement } from './StripeCardElement';

export interface CardEntryProps {
  ref?: Ref<CardEntryHandle>;
  /** Enter pressed inside the element: submit the surrounding form. */
  onSubmitRequest?: () => void;
}

/**
 * Where a card is typed: the payment provider's own element (decision 051), never a field of ours. Stripe
 * Elements in production; the payment stand-in's element in development and e2e. The page asks it for a payment
 * method id (`ref.current.createPaymentMethod()`) and sends our API only that id.
 */
export function CardEntry({ ref, onSubmitRequest }: CardEntryProps) {
  const config = useCardEntryConfig();
  if (config.isPending) return <LoadingLine message="Loading the secure card form..." />;
  if (config.isError || config.data.kind === 'unavailable') {
    return <Alert variant="warning">{CARD_ENTRY_MESSAGES.unavailable}</Alert>;
  }
  if (config.data.kind === 'stripe') return <StripeCardElement publishableKey={config.data.publishableKey} ref={ref} />;
  return (
    <CardFrame
      frameUrl={config.data.frameUrl}
      publishableKey={config.data.publishableKey}
      ref={ref}
      onSubmitRequest={onSubmitRequest}
    />
  );
}
