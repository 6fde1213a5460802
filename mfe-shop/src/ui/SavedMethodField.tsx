import { LoadingLine } from '@petpal/design-system';
import { LoadFailedAlert } from './LoadFailedAlert';
import type { usePaymentMethods } from '../lib/payment-methods';
import { PaymentMethodChoice, type NewCardOption } from './PaymentMethodChoice';

export interface SavedMethodFieldProps {
  methods: ReturnType<typeof usePaymentMethods>;
  value: string;
  onChange(id: string): void;
  error?: string | undefined;
  newCard?: NewCardOption;
}

/** The saved payment methods while they load, fail (with Try again) or are chosen from, or a new card. */
export function SavedMethodField({ methods, ...choice }: SavedMethodFieldProps) {
  if (methods.isPending) return <LoadingLine message="Loading your payment methods..." />;
  if (methods.isError) {
    return <LoadFailedAlert title="We could not load your payment methods." onRetry={() => void methods.refetch()} />;
  }
  return <PaymentMethodChoice methods={methods.data.methods} {...choice} />;
}
