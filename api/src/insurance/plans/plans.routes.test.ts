import { describe, expect, it } from 'vitest';
import { InsurancePlanList } from '@petpal/contracts';
import { perTestDatabase } from '../../test-support/per-test';
import { createInsuranceTestApp, errorOf, requester, signInOwner } from '../insurance.test-support';

const t = perTestDatabase(createInsuranceTestApp);

const plansOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return InsurancePlanList.parse(await res.json());
};

describe('GET /plans', () => {
  it('lists the demo plans in rupees by default, with deductible, reimbursement, limit and from-price', async () => {
    const { plans, currency } = await plansOf(await requester(t)('GET', '/plans'));
    expect(currency).toBe('INR');
    expect(plans.map((plan) => plan.name)).toEqual([
      'Accident Only',
      'Accident & Illness',
      'Comprehensive',
      'Wellness add-on',
    ]);
    const accident = plans[0]!;
    expect(accident.deductible).toEqual({ amountMinor: 500_000, currency: 'INR' });
    expect(accident.reimbursementPercent).toBe(70);
    expect(accident.annualLimit).toEqual({ amountMinor: 10_000_000, currency: 'INR' });
    // ₹299 × 0.8 (cat) × 0.9 (mixed) = ₹215.28 -> ₹215
    expect(accident.fromMonthly).toEqual({ amountMinor: 21_500, currency: 'INR' });
    expect(accident.covered.length).toBeGreaterThan(0);
  });

  it('answers in dollars for the United States, by the country sent or the signed-in user’s stored country', async () => {
    expect((await plansOf(await requester(t)('GET', '/plans?country=United%20States'))).currency).toBe('USD');
    expect((await plansOf(await requester(t)('GET', '/plans?country=India'))).currency).toBe('INR');
    const owner = await signInOwner(t, 'ny@example.com', { location: 'New York, USA' });
    const { plans, currency } = await plansOf(await owner.send('GET', '/plans'));
    expect(currency).toBe('USD');
    expect(plans[0]!.deductible).toEqual({ amountMinor: 25_000, currency: 'USD' });
    // The country sent wins over the stored one.
    expect((await plansOf(await owner.send('GET', '/plans?country=India'))).currency).toBe('INR');
  });

  it('refuses unknown query fields and over-long countries', async () => {
    const res = await requester(t)('GET', `/plans?country=${'x'.repeat(61)}`);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ country: 'Country must be at most 60 characters.' });
    expect((await requester(t)('GET', '/plans?sort=price')).status).toBe(400);
  });
});
