import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seeders } from '../seed/registry';
import { createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { insuranceSeeder, prepareInsuranceArea } from './';
import { SEED_PLANS, seedInsurance } from './insurance.seed';
import { INSURANCE_PLANS } from './plans/plans.repository';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
  await prepareInsuranceArea(test.db);
});
afterEach(async () => {
  await test.close();
});

describe('the demo insurance plans', () => {
  it('are registered, have 70/80/90% reimbursement and both currencies, and run again without duplicates', async () => {
    expect(seeders).toContain(insuranceSeeder);
    await seedInsurance(test.db);
    const plans = test.db.collection(INSURANCE_PLANS);
    expect(await plans.countDocuments()).toBe(SEED_PLANS.length);
    expect(SEED_PLANS.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SEED_PLANS.map((plan) => plan.reimbursementPercent))).toEqual(new Set([70, 80, 90]));
    for (const plan of SEED_PLANS) {
      expect(plan.baseMonthlyPremium.INR).toBeGreaterThan(0);
      expect(plan.baseMonthlyPremium.USD).toBeGreaterThan(0);
      expect(plan.annualLimit.INR).toBeGreaterThan(plan.deductible.INR);
    }
    const before = await plans.findOne({ slug: 'comprehensive' });
    await seedInsurance(test.db);
    expect(await plans.countDocuments()).toBe(SEED_PLANS.length);
    expect((await plans.findOne({ slug: 'comprehensive' }))?._id).toEqual(before?._id);
  });
});
