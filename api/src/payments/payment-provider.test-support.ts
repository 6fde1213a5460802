import { expect } from 'vitest';
import { PaymentDeclined, type CardDetails } from './payment-provider';

/** Card details for provider tests: `number` and a valid rest. */
export const testCard = (number: string, extra: Partial<CardDetails> = {}): CardDetails => ({
  number,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  holderName: 'Priya Sharma',
  ...extra,
});

/** What a refused provider call says: it must reject with PaymentDeclined. */
export async function declineOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PaymentDeclined);
  const { code, message, status } = error as PaymentDeclined;
  return { code, message, status };
}
