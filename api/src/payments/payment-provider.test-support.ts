import { expect } from 'vitest';
import { PaymentDeclined } from './payment-provider';

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
