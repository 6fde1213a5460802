import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPI_ID_MESSAGE } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { PAYMENT_METHOD_UNUSABLE, type PaymentProvider } from './payment-provider';
import { declineOf } from './payment-provider.test-support';
import { createSandboxPaymentProvider } from './sandbox-payment-provider';
import { createSandboxRepository, SANDBOX_CHARGES, SANDBOX_REFUNDS, SANDBOX_TOKENS } from './sandbox.repository';
import { TEST_PAYMENT_METHODS } from './test-payment-methods';

let test: TestDatabase;
let provider: PaymentProvider;
const now = () => new Date(Date.UTC(2026, 10, 22, 12));

beforeEach(async () => {
  test = await createTestDatabase();
  await createSandboxRepository(test.db).ensureIndexes();
  provider = createSandboxPaymentProvider(test.db, now);
});
afterEach(() => test.close());

describe('sandbox attachCard', () => {
  it("takes Stripe's test payment method ids and keeps only a token, the brand and last four", async () => {
    const visa = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    expect(visa).toEqual({ token: expect.stringMatching(/^tok_sandbox_[a-f0-9]{24}$/), brand: 'Visa', last4: '4242' });
    expect(await provider.attachCard(TEST_PAYMENT_METHODS.mastercard)).toMatchObject({
      brand: 'Mastercard',
      last4: '4444',
    });
    const stored = JSON.stringify(await test.db.collection(SANDBOX_TOKENS).find({}).toArray());
    expect(stored).not.toMatch(/4242424242424242|5555555555554444/);
  });

  it('declines the decline and insufficient-funds test methods with the processor messages', async () => {
    expect(await declineOf(provider.attachCard(TEST_PAYMENT_METHODS.declined))).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
      status: 400,
    });
    expect(await declineOf(provider.attachCard(TEST_PAYMENT_METHODS.insufficientFunds))).toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses any other payment method id: no element runs in a unit test', async () => {
    await expect(provider.attachCard('pm_1NotATestMethod')).rejects.toMatchObject({
      status: 400,
      code: 'payment_method_unusable',
      message: PAYMENT_METHOD_UNUSABLE,
    });
    expect(await test.db.collection(SANDBOX_TOKENS).countDocuments()).toBe(0);
  });
});

describe('sandbox tokenizeUpi', () => {
  it('accepts name@bank ids (lower-cased) and refuses anything else', async () => {
    expect(await provider.tokenizeUpi(' Priya.Sharma@OKAXIS ')).toEqual({
      token: expect.stringMatching(/^upi_sandbox_/),
      upiId: 'priya.sharma@okaxis',
    });
    for (const bad of ['priya', '@okaxis', 'priya@', 'priya@ok axis', 'pri ya@okaxis', 'priya@1bank']) {
      expect(await declineOf(provider.tokenizeUpi(bad))).toMatchObject({
        code: 'invalid_upi_id',
        message: UPI_ID_MESSAGE,
      });
    }
  });
});

describe('sandbox charge', () => {
  const charge = (methodToken: string, idempotencyKey: string, amountMinor = 50_000) =>
    provider.charge({ methodToken, amountMinor, currency: 'INR', idempotencyKey, description: 'Teleconsultation' });

  it('succeeds for a good card and declines for the charge-decline test card', async () => {
    const good = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    expect(await charge(good.token, 'appointment-1')).toEqual({
      chargeId: expect.stringMatching(/^ch_sandbox_/),
      status: 'succeeded',
    });
    const failing = await provider.attachCard(TEST_PAYMENT_METHODS.chargeFails);
    expect(await charge(failing.token, 'appointment-2')).toEqual({
      chargeId: expect.stringMatching(/^ch_sandbox_/),
      status: 'declined',
      declineMessage: 'Your card was declined.',
    });
    const upi = await provider.tokenizeUpi('priya@okaxis');
    expect((await charge(upi.token, 'appointment-3')).status).toBe('succeeded');
  });

  it('never charges twice for one idempotency key, even when retried concurrently', async () => {
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const [first, second] = await Promise.all([charge(token, 'retry-me'), charge(token, 'retry-me')]);
    const third = await charge(token, 'retry-me');
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await test.db.collection(SANDBOX_CHARGES).countDocuments()).toBe(1);

    await expect(charge(token, 'retry-me', 1)).rejects.toMatchObject({ status: 409, code: 'idempotency_key_reused' });
  });

  it('refuses unknown tokens and malformed amounts', async () => {
    await expect(charge('tok_sandbox_unknown', 'k1')).rejects.toMatchObject({ code: 'payment_method_unknown' });
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    await expect(charge(token, 'k2', 0)).rejects.toMatchObject({ status: 400 });
    await expect(charge(token, 'k3', 10.5)).rejects.toMatchObject({ status: 400 });
    await expect(
      provider.charge({ methodToken: token, amountMinor: 100, currency: 'inr', idempotencyKey: 'k4', description: '' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await test.db.collection(SANDBOX_CHARGES).countDocuments()).toBe(0);
  });
});

describe('sandbox refund', () => {
  const paid = async (amountMinor = 50_000) => {
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.visa);
    const { chargeId } = await provider.charge({
      methodToken: token,
      amountMinor,
      currency: 'INR',
      idempotencyKey: `charge-${amountMinor}-${Math.random()}`,
      description: 'Order',
    });
    return chargeId;
  };
  const refund = (chargeId: string, idempotencyKey: string, amountMinor: number) =>
    provider.refund({ chargeId, amountMinor, currency: 'INR', idempotencyKey, reason: 'requested_by_customer' });

  it('refunds once per key, even when the same refund races itself and is replayed', async () => {
    const chargeId = await paid();
    const [first, second] = await Promise.all([
      refund(chargeId, 'refund:order:1', 50_000),
      refund(chargeId, 'refund:order:1', 50_000),
    ]);
    expect(first).toEqual({
      refundId: expect.stringMatching(/^re_sandbox_/),
      status: 'succeeded',
      amountMinor: 50_000,
    });
    expect(second).toEqual(first);
    expect(await refund(chargeId, 'refund:order:1', 50_000)).toEqual(first);
    expect(await test.db.collection(SANDBOX_REFUNDS).countDocuments()).toBe(1);
    expect((await createSandboxRepository(test.db).findCharge(chargeId))?.refundedMinor).toBe(50_000);
    await expect(refund(chargeId, 'refund:order:1', 10)).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('never refunds more than the unrefunded amount, also under concurrent keys', async () => {
    const chargeId = await paid(10_000);
    const answers = await Promise.allSettled(['a', 'b', 'c', 'd'].map((key) => refund(chargeId, `part:${key}`, 4_000)));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
    expect(answers.find((answer) => answer.status === 'rejected')).toMatchObject({
      reason: { status: 400, code: 'refund_exceeds_charge' },
    });
    expect((await createSandboxRepository(test.db).findCharge(chargeId))?.refundedMinor).toBe(8_000);
    expect(await test.db.collection(SANDBOX_REFUNDS).countDocuments()).toBe(2);
  });

  it('refuses an unknown or declined charge and a bad amount', async () => {
    await expect(refund('ch_sandbox_nope', 'k1', 100)).rejects.toMatchObject({ code: 'charge_not_refundable' });
    const { token } = await provider.attachCard(TEST_PAYMENT_METHODS.chargeFails);
    const declined = await provider.charge({
      methodToken: token,
      amountMinor: 100,
      currency: 'INR',
      idempotencyKey: 'declined',
      description: 'x',
    });
    await expect(refund(declined.chargeId, 'k2', 100)).rejects.toMatchObject({ code: 'charge_not_refundable' });
    await expect(refund(await paid(), 'k3', 0)).rejects.toMatchObject({ status: 400 });
    expect(await test.db.collection(SANDBOX_REFUNDS).countDocuments()).toBe(0);
  });
});
