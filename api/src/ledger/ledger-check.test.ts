import { tmpdir } from 'node:os';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createAreas, ensureIndexes, type Areas } from '../areas';
import { insertTestCard } from '../auth';
import {
  AppointmentCreated,
  AppointmentUpdated,
  DaySlots,
  OrderAnswer,
  ProductList,
  VetAvailability,
  type Order,
  type ShippingAddress,
} from '@petpal/contracts';
import { loadEnv } from '../env';
import { createMemoryLogger } from '../lib/logger';
import { createSandboxPaymentProvider, TEST_PAYMENT_METHODS } from '../payments';
import { runSeeds } from '../seed/run-seeds';
import { quotedTotal } from '../test-support/checkout-quote';
import { jsonRequester, type Send } from '../test-support/json-requester';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { checkLedger, compareLedger } from './ledger-check';

let test: TestDatabase;
let app: ReturnType<typeof createApp>;
let areas: Areas;

const ADDRESS: ShippingAddress = {
  name: 'Priya Sharma',
  line1: '12 Carter Road',
  line2: '',
  city: 'Mumbai',
  postcode: '400050',
  country: 'India',
  phone: '+91 98765 43210',
};
const US_ADDRESS: ShippingAddress = { ...ADDRESS, city: 'New York', postcode: '10001', country: 'USA' };

/** Signs a seeded demo account in through the real login; answers its requester. */
async function login(email: string): Promise<Send> {
  const res = await jsonRequester(app, '/api/auth')('POST', '/login', { email, password: 'petpal-demo' });
  expect(res.status, `login ${email}`).toBe(200);
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return jsonRequester(app, '', cookie);
}

/** A sandbox card saved for the user, as the payment methods screen leaves it. */
async function savedCard(send: Send): Promise<string> {
  const me = (await (await send('GET', '/api/auth/session')).json()) as { user: { id: string } };
  const card = await createSandboxPaymentProvider(test.db).attachCard(TEST_PAYMENT_METHODS.visa);
  return (await insertTestCard(test.db, new ObjectId(me.user.id), card)).toHexString();
}

async function buy(send: Send, card: string, productId: string, quantity: number, address = ADDRESS) {
  expect((await send('PUT', `/api/shop/cart/items/${productId}`, { quantity })).status).toBe(200);
  const res = await send(
    'POST',
    '/api/shop/checkout',
    { shippingAddress: address, paymentMethodId: card, quotedTotalMinor: await quotedTotal(send, address.country) },
    { 'Idempotency-Key': `ledger-${new ObjectId().toHexString()}` },
  );
  expect(res.status).toBe(201);
  return OrderAnswer.parse(await res.json()).order;
}

/** A paid teleconsultation with the first seeded vet that has a bookable slot at least `days` ahead. */
async function paidTeleconsultation(send: Send, card: string, petId: string, days: number) {
  const vets = (await (await send('GET', '/api/vet/vets')).json()) as { vets: Array<{ id: string }> };
  for (const vet of vets.vets) {
    const availability = VetAvailability.parse(
      await (await send('GET', `/api/vet/vets/${vet.id}/availability`)).json(),
    );
    const soonest = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    for (const date of availability.availableDates.filter((d) => d >= soonest)) {
      const { slots } = DaySlots.parse(await (await send('GET', `/api/vet/vets/${vet.id}/slots?date=${date}`)).json());
      const slot = slots[0];
      if (!slot) continue;
      const booked = await send(
        'POST',
        '/api/vet/appointments',
        {
          vetId: vet.id,
          date,
          startTime: slot.startTime,
          scheduleId: slot.scheduleId,
          appointmentType: 'teleconsultation',
          petId,
          contactMethod: 'whatsapp',
          contactLink: '+91 98765 43210',
          disclaimerAccepted: true,
          paymentMethodId: card,
        },
        { 'Idempotency-Key': `book-${new ObjectId().toHexString()}` },
      );
      if (booked.status !== 201) continue;
      const { appointment } = AppointmentCreated.parse(await booked.json());
      if (!appointment.paymentRequired) continue;
      const paid = await send(
        'POST',
        `/api/vet/appointments/${appointment.id}/pay`,
        {},
        { 'Idempotency-Key': `pay-${appointment.id}` },
      );
      expect(paid.status).toBe(200);
      return appointment;
    }
  }
  throw new Error('no seeded vet has a bookable paid teleconsultation');
}

beforeAll(async () => {
  test = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', SEED: 'false', DATA_DIR: tmpdir() });
  await ensureIndexes(test.db, env.API_AREAS);
  await runSeeds(test.db, { areas: env.API_AREAS });
  const deps = { db: test.db, env, log: createMemoryLogger() };
  areas = createAreas(deps);
  app = createApp(deps, areas);
}, 240_000);
afterAll(() => test.close());

describe('the ledger over the seeded data and a scripted day of purchases, cancels and refusals', () => {
  it('charges minus refunds equal what orders and appointments say was paid, and nothing is refunded twice', async () => {
    const owner = await login('owner1@petpal.demo');
    const pharmacist = await login('pharmacist@petpal.demo');
    const card = await savedCard(owner);
    const { products } = ProductList.parse(await (await owner('GET', '/api/shop/products?pageSize=50')).json());
    const plain = products.filter((p) => !p.prescriptionRequired && p.stock > 5);
    const prescription = products.find((p) => p.prescriptionRequired && p.stock > 2);
    expect(plain.length).toBeGreaterThan(2);
    expect(prescription).toBeDefined();

    const kept = await buy(owner, card, plain[0]!.id, 2);
    const cancelled = await buy(owner, card, plain[1]!.id, 1);
    const dollars = await buy(owner, card, plain[2]!.id, 3, US_ADDRESS);
    const refused = await buy(owner, card, prescription!.id, 1);
    expect([kept.currency, dollars.currency, refused.status]).toEqual(['INR', 'USD', 'awaiting_prescription']);

    const cancel = (order: Order) => owner('POST', `/api/shop/orders/${order.id}/cancel`);
    const [first, raced] = await Promise.all([cancel(cancelled), cancel(cancelled)]);
    expect([first.status, raced.status].sort()).toEqual([200, 409]);
    expect((await cancel(dollars)).status).toBe(200);
    const refusal = await pharmacist('POST', `/api/shop/pharmacy/orders/${refused.id}/refuse`, {
      reason: 'The prescription is for another pet.',
    });
    expect(refusal.status).toBe(200);

    const pets = (await (await owner('GET', '/api/auth/pets')).json()) as { pets: Array<{ id: string }> };
    const petId = pets.pets[0]!.id;
    const refundedVisit = await paidTeleconsultation(owner, card, petId, 3);
    await paidTeleconsultation(owner, card, petId, 4);
    const visitCancel = AppointmentUpdated.parse(
      await (await owner('POST', `/api/vet/appointments/${refundedVisit.id}/cancel`)).json(),
    ).appointment;
    expect(visitCancel.refund?.status).toBe('refunded');

    const report = await checkLedger(test.db, areas.provider);
    console.info('ledger totals (minor units)', JSON.stringify(report.totals), JSON.stringify(report.counts));
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ providerRefunds: 4, refundedEntries: 4 });
    const paidInr = kept.total.amountMinor + cancelled.total.amountMinor + refused.total.amountMinor;
    expect(report.totals.INR).toMatchObject({
      paidBack: cancelled.total.amountMinor + refused.total.amountMinor + (refundedVisit.consultationFee ?? 0) * 100,
    });
    expect(report.totals.INR!.paid).toBe(paidInr + 2 * (refundedVisit.consultationFee ?? 0) * 100);
    expect(report.totals.USD).toEqual({
      charged: dollars.total.amountMinor,
      refunded: dollars.total.amountMinor,
      paid: dollars.total.amountMinor,
      paidBack: dollars.total.amountMinor,
    });
  }, 240_000);
});

describe('compareLedger', () => {
  const charge = { chargeId: 'ch_1', amountMinor: 500, currency: 'INR', refundedMinor: 500 };
  const entry = {
    source: 'order:1',
    chargeId: 'ch_1',
    currency: 'INR',
    paidMinor: 500,
    refundedMinor: 500,
    refundId: 're_1',
  };
  const refund = { refundId: 're_1', chargeId: 'ch_1', amountMinor: 500, currency: 'INR' };

  it('finds a charge refunded twice, a refund the areas do not know and a charge the provider does not know', () => {
    expect(compareLedger({ charges: [charge], refunds: [refund] }, [entry]).problems).toEqual([]);
    const twice = compareLedger(
      {
        charges: [{ ...charge, refundedMinor: 1000 }],
        refunds: [refund, { ...refund, refundId: 're_2' }],
      },
      [entry],
    );
    expect(twice.problems).toEqual([
      'INR: the provider holds -500 (charged 500, refunded 1000) but orders and appointments say 0 (paid 500, refunded 500)',
      'charge ch_1 was refunded 2 times',
      'charge ch_1 refunded past its amount',
    ]);
    const unknown = compareLedger({ charges: [charge], refunds: [refund] }, [
      { ...entry, refundedMinor: 0, refundId: null },
      { ...entry, source: 'order:2', chargeId: 'ch_9', refundedMinor: 0, refundId: null, paidMinor: 0 },
    ]);
    expect(unknown.problems).toEqual([
      'INR: the provider holds 0 (charged 500, refunded 500) but orders and appointments say 500 (paid 500, refunded 0)',
      "order:2: charge ch_9 is not the provider's",
    ]);
  });
});
