import { useQuery } from '@tanstack/react-query';
import { CardEntryConfig } from '@petpal/contracts';
import { apiFetch } from '../platform/api-fetch';

/** How this browser enters cards (the provider's element), from GET /api/auth/payment-methods/card-entry. */
export const useCardEntryConfig = () =>
  useQuery({
    queryKey: ['auth', 'card-entry'],
    queryFn: ({ signal }) => apiFetch('/api/auth/payment-methods/card-entry', CardEntryConfig, { signal }),
    staleTime: Infinity,
  });

/** The element refused the card or could not be reached; `inElement`: the element shows it beside a field. */
export class CardEntryError extends Error {
  override name = 'CardEntryError';
  constructor(
    message: string,
    readonly inElement = false,
  ) {
    super(message);
  }
}

export const CARD_ENTRY_MESSAGES = {
  loading: 'The card form is still loading. Please try again in a moment.',
  unavailable: 'Cards cannot be added right now. Please try again later.',
  noAnswer: 'The card form did not answer. Please try again.',
} as const;

/** What a mounted provider element does for the page. */
export interface CardEntryHandle {
  /** The provider's payment method id for the card typed in the element; rejects with CardEntryError. */
  createPaymentMethod(): Promise<string>;
  /** Empties the element (after a card is saved). */
  reset(): void;
}
