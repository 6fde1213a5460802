import { describe, expect, it } from 'vitest';
import { insuranceMessages, QuoteAnswer } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { createInsuranceTestApp, errorOf, requester, signInOwner } from '../insurance.test-support';
import { INSURANCE_QUOTES } from './quotes.repository';

const t = perTestDatabase(createInsuranceTestApp);

const quoteOf = async (res: Response) => {
  expect(res.status).toBe(201);
  return QuoteAnswer.parse(await res.json()).quote;
};

describe('POST /quotes', () => {
  it('gives a guest a premium per plan from the formula, stored with a 30-day expiry', async () => {
    const quote = await quoteOf(await requester(t)('POST', '/quotes', { species: 'dog', breed: 'Pug', ageYears: 6 }));
    expect(quote.currency).toBe('INR');
    expect(quote.factors).toEqual({
      age: { label: 'Age 5–7 years', factor: 1.3 },
      species: { label: 'Dog', factor: 1 },
      breed: { label: 'Short-nosed (brachycephalic) breed', factor: 1.3 },
    });
    // Accident Only: ₹299 × 1.3 × 1 × 1.3 = ₹505.31 -> ₹505
    const accident = quote.options.find((option) => option.plan.slug === 'accident-only')!;
    expect(accident).toMatchObject({
      eligible: true,
      reason: null,
      monthlyPremium: { amountMinor: 50_500, currency: 'INR' },
    });
    expect(quote.options).toHaveLength(4);
    expect(new Date(quote.expiresAt).getTime() - new Date(quote.createdAt).getTime()).toBe(30 * 86_400_000);
    const stored = await t.db.collection(INSURANCE_QUOTES).findOne({});
    expect(stored?.userId).toBeNull();
    expect(stored?._id.toHexString()).toBe(quote.id);
  });

  it('says per plan when a pet is too old to enrol', async () => {
    const quote = await quoteOf(
      await requester(t)('POST', '/quotes', { species: 'cat', breed: 'Siamese', ageYears: 13 }),
    );
    const byPlan = Object.fromEntries(quote.options.map((option) => [option.plan.slug, option]));
    expect(byPlan['accident-only']?.eligible).toBe(true);
    expect(byPlan['comprehensive']).toMatchObject({
      eligible: false,
      monthlyPremium: null,
      reason: insuranceMessages.tooOld(10),
    });
    expect(byPlan['accident-and-illness']?.reason).toBe(insuranceMessages.tooOld(12));
    const old = await quoteOf(
      await requester(t)('POST', '/quotes', { species: 'cat', breed: 'Siamese', ageYears: 15 }),
    );
    expect(old.options.every((option) => !option.eligible)).toBe(true);
  });

  it('quotes in dollars for the United States, from the body or the owner’s stored country', async () => {
    const sent = await quoteOf(
      await requester(t)('POST', '/quotes', { species: 'dog', breed: 'Beagle', ageYears: 3, country: 'US' }),
    );
    expect(sent.currency).toBe('USD');
    // $14.99 × 1 × 1 × 1
    expect(sent.options[0]?.monthlyPremium).toEqual({ amountMinor: 1499, currency: 'USD' });
    const owner = await signInOwner(t, 'ny@example.com', { location: 'Brooklyn, United States' });
    expect(
      (await quoteOf(await owner.send('POST', '/quotes', { species: 'dog', breed: 'Beagle', ageYears: 3 }))).currency,
    ).toBe('USD');
    const stored = await t.db.collection(INSURANCE_QUOTES).findOne({ userId: owner.userId });
    expect(stored).not.toBeNull();
  });

  it('validates species, breed and age, and refuses operators and unknown fields', async () => {
    const send = requester(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ species: 'bird', breed: 'Parrot', ageYears: 2 }, { species: insuranceMessages.species }],
      [{ species: 'dog', breed: 'x', ageYears: 2 }, { breed: insuranceMessages.breed }],
      [{ species: 'dog', breed: 'B'.repeat(51), ageYears: 2 }, { breed: insuranceMessages.breed }],
      [{ species: 'dog', breed: '<script>', ageYears: 2 }, { breed: insuranceMessages.breed }],
      [{ species: 'dog', breed: { $ne: null }, ageYears: 2 }, { breed: insuranceMessages.breed }],
      [{ species: 'dog', breed: 'Beagle', ageYears: 21 }, { ageYears: insuranceMessages.ageYears }],
      [{ species: 'dog', breed: 'Beagle', ageYears: 2.5 }, { ageYears: insuranceMessages.ageYears }],
      [{ species: 'dog', breed: 'Beagle', ageYears: -1 }, { ageYears: insuranceMessages.ageYears }],
      [{ species: 'dog', breed: 'Beagle', ageYears: 2, premium: 1 }, { premium: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await send('POST', '/quotes', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await t.db.collection(INSURANCE_QUOTES).countDocuments()).toBe(0);
  });
});
