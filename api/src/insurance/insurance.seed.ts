import { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';
import type { Seeder } from '../seed/seeder';
import { createPlansRepository, type PlanDoc } from './plans/plans.repository';

/** Fixed ids so that running the seed again finds what it made. */
const seedId = (n: number) => new ObjectId(`1a5e${'0'.repeat(14)}${String(n).padStart(6, '0')}`);

/** Rupees and dollars in major units here (stored in paise and cents). */
const dual = (inr: number, usd: number) => ({ INR: Math.round(inr * 100), USD: Math.round(usd * 100) });

type SeedPlan = Omit<PlanDoc, '_id' | 'sortOrder' | 'updatedAt'>;

/** What Accident & Illness covers; Comprehensive covers it too, and more. */
const ILLNESS_COVER = [
  'Accidents and injuries',
  'Emergency and hospital care',
  'Illnesses, infections and allergies',
  'Cancer treatment',
  'Prescription medicines',
];

/** The demo plans (docs/decisions/045): made up, no insurer stands behind them. */
export const SEED_PLANS: readonly SeedPlan[] = [
  {
    slug: 'accident-only',
    name: 'Accident Only',
    summary: 'Emergency cover for injuries from accidents.',
    kind: 'plan',
    covered: ['Accidents and injuries', 'Emergency and hospital care', 'X-rays and scans after an accident'],
    deductible: dual(5000, 250),
    reimbursementPercent: 70,
    annualLimit: dual(100_000, 5000),
    baseMonthlyPremium: dual(299, 14.99),
    maxEnrolmentAge: 14,
  },
  {
    slug: 'accident-and-illness',
    name: 'Accident & Illness',
    summary: 'Accidents plus common and serious illnesses.',
    kind: 'plan',
    covered: [...ILLNESS_COVER],
    deductible: dual(3000, 200),
    reimbursementPercent: 80,
    annualLimit: dual(250_000, 10_000),
    baseMonthlyPremium: dual(649, 32.99),
    maxEnrolmentAge: 12,
  },
  {
    slug: 'comprehensive',
    name: 'Comprehensive',
    summary: 'Our widest cover, including hereditary conditions and dental illness.',
    kind: 'plan',
    covered: [...ILLNESS_COVER, 'Hereditary and congenital conditions', 'Dental illness', 'Vet exam fees'],
    deductible: dual(2000, 100),
    reimbursementPercent: 90,
    annualLimit: dual(500_000, 20_000),
    baseMonthlyPremium: dual(999, 49.99),
    maxEnrolmentAge: 10,
  },
  {
    slug: 'wellness-add-on',
    name: 'Wellness add-on',
    summary: 'Routine care next to any plan: vaccines, check-ups and prevention.',
    kind: 'add-on',
    covered: ['Vaccinations', 'Annual check-up', 'Flea, tick and worm prevention', 'Dental cleaning'],
    deductible: dual(0, 0),
    reimbursementPercent: 90,
    annualLimit: dual(10_000, 450),
    baseMonthlyPremium: dual(249, 12.99),
    maxEnrolmentAge: 14,
  },
];

/** Writes the demo plans (an existing plan is updated in place and keeps its id). */
export async function seedInsurance(db: DataPort, now = new Date()): Promise<void> {
  const plans = createPlansRepository(db);
  let n = 0;
  for (const plan of SEED_PLANS) {
    n += 1;
    await plans.upsertBySlug({ _id: seedId(n), ...plan, sortOrder: n, updatedAt: now });
  }
}

export const insuranceSeeder: Seeder = {
  area: 'insurance',
  version: 1,
  description: 'the demo insurance plans: accident only, accident & illness, comprehensive and a wellness add-on',
  run: (db) => seedInsurance(db),
};
