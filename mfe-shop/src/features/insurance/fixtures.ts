import type {
  Enrolment,
  InsuranceMoney,
  InsurancePlan,
  InsuranceQuote,
  PetSummary,
  SessionUser,
  ShopCurrency,
} from '@petpal/contracts';

export const owner: SessionUser = { id: '64b000000000000000000001', email: 'priya@example.com', role: 'pet_owner' };
export const vet: SessionUser = { id: '64b000000000000000000002', email: 'vet@example.com', role: 'veterinary_doctor' };

const inr = (rupees: number): InsuranceMoney => ({ amountMinor: rupees * 100, currency: 'INR' });
const usd = (cents: number): InsuranceMoney => ({ amountMinor: cents, currency: 'USD' });

const planIds = {
  accident: '1a5e00000000000000000001',
  illness: '1a5e00000000000000000002',
  comprehensive: '1a5e00000000000000000003',
};

export function plans(currency: ShopCurrency = 'INR'): InsurancePlan[] {
  const money = (rupees: number, cents: number) => (currency === 'INR' ? inr(rupees) : usd(cents));
  return [
    {
      id: planIds.accident,
      slug: 'accident-only',
      name: 'Accident Only',
      summary: 'Emergency cover for injuries from accidents.',
      kind: 'plan',
      covered: ['Accidents and injuries', 'Emergency and hospital care'],
      deductible: money(5000, 25_000),
      reimbursementPercent: 70,
      annualLimit: money(100_000, 500_000),
      fromMonthly: money(215, 1079),
      maxEnrolmentAge: 14,
    },
    {
      id: planIds.illness,
      slug: 'accident-and-illness',
      name: 'Accident & Illness',
      summary: 'Accidents plus common and serious illnesses.',
      kind: 'plan',
      covered: ['Accidents and injuries', 'Illnesses, infections and allergies', 'Cancer treatment'],
      deductible: money(3000, 20_000),
      reimbursementPercent: 80,
      annualLimit: money(250_000, 1_000_000),
      fromMonthly: money(467, 2375),
      maxEnrolmentAge: 12,
    },
    {
      id: planIds.comprehensive,
      slug: 'comprehensive',
      name: 'Comprehensive',
      summary: 'Our widest cover.',
      kind: 'plan',
      covered: ['Accidents and injuries', 'Hereditary and congenital conditions', 'Dental illness'],
      deductible: money(2000, 10_000),
      reimbursementPercent: 90,
      annualLimit: money(500_000, 2_000_000),
      fromMonthly: money(719, 3599),
      maxEnrolmentAge: 10,
    },
  ];
}

export const quoteId = '5f0000000000000000000001';

/** A quote for an 11-year-old Labrador: Comprehensive is not offered at that age. */
export function quote(currency: ShopCurrency = 'INR'): InsuranceQuote {
  const [accident, illness, comprehensive] = plans(currency);
  const money = (rupees: number, cents: number) => (currency === 'INR' ? inr(rupees) : usd(cents));
  return {
    id: quoteId,
    species: 'dog',
    breed: 'Labrador',
    ageYears: 11,
    currency,
    factors: {
      age: { label: 'Age 11–14 years', factor: 2.2 },
      species: { label: 'Dog', factor: 1 },
      breed: { label: 'Large or giant breed', factor: 1.25 },
    },
    options: [
      { plan: accident!, eligible: true, monthlyPremium: money(822, 4122), reason: null },
      { plan: illness!, eligible: true, monthlyPremium: money(1785, 9072), reason: null },
      {
        plan: comprehensive!,
        eligible: false,
        monthlyPremium: null,
        reason: 'Not available for new enrolments over 10 years old.',
      },
    ],
    createdAt: '2026-11-25T10:00:00.000Z',
    expiresAt: '2026-12-25T10:00:00.000Z',
  };
}

export const bruno: PetSummary = {
  id: '64c000000000000000000001',
  name: 'Bruno',
  breed: 'Labrador',
  species: 'dog',
  sizeLbs: 60,
  hasPhoto: false,
};
export const misty: PetSummary = {
  id: '64c000000000000000000002',
  name: 'Misty',
  breed: 'Persian',
  species: 'cat',
  sizeLbs: 9,
  hasPhoto: false,
};

export function enrolment(over: Partial<Enrolment> = {}): Enrolment {
  return {
    id: '6a0000000000000000000001',
    reference: 'PP-INS-00000001',
    status: 'active',
    pet: { id: bruno.id, name: 'Bruno', species: 'dog', breed: 'Labrador' },
    plan: { id: planIds.illness, name: 'Accident & Illness', reimbursementPercent: 80 },
    monthlyPremium: inr(1785),
    createdAt: '2026-11-25T10:05:00.000Z',
    cancelledAt: null,
    ...over,
  };
}
