import { useMutation } from '@tanstack/react-query';
import { QuoteAnswer, type QuoteInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';

/** A premium per plan for one pet (guests too); the quote is kept 30 days by the API. */
export const useQuote = () =>
  useMutation({
    mutationFn: (input: QuoteInput) => apiFetch('/api/insurance/quotes', QuoteAnswer, { method: 'POST', body: input }),
  });
