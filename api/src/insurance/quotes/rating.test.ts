import { describe, expect, it } from 'vitest';
import { ageFactor, breedFactor, FROM_PRICE_PET, premiumOf, ratePlan } from './rating';

const base = { INR: 100_000, USD: 5000 };

describe('the rating formula', () => {
  it('bands ages, with older pets costing more', () => {
    expect([0, 1, 2, 4, 5, 7, 8, 10, 11, 14, 15, 20].map((age) => ageFactor(age).factor)).toEqual([
      1.1, 1.1, 1, 1, 1.3, 1.3, 1.7, 1.7, 2.2, 2.2, 2.8, 2.8,
    ]);
  });

  it('names the highest breed risk that matches, standard otherwise', () => {
    expect(breedFactor('French Bulldog')).toEqual({ label: 'Short-nosed (brachycephalic) breed', factor: 1.3 });
    expect(breedFactor(' great DANE ')).toEqual({ label: 'Large or giant breed', factor: 1.25 });
    expect(breedFactor('Indie')).toEqual({ label: 'Mixed breed', factor: 0.9 });
    expect(breedFactor('Beagle')).toEqual({ label: 'Standard breed risk', factor: 1 });
    // Both a large and a mixed breed: the higher factor applies.
    expect(breedFactor('Labrador cross').factor).toBe(1.25);
  });

  it('multiplies base × age × species × breed, in whole rupees and in cents', () => {
    // Dog, 8 years, Pug: 1.7 × 1 × 1.3 = 2.21
    expect(premiumOf(base, { species: 'dog', breed: 'Pug', ageYears: 8 })).toEqual({ INR: 221_000, USD: 11_050 });
    // Cat, 3, mixed: 1 × 0.8 × 0.9 = 0.72 (the from-price pet)
    expect(premiumOf(base, FROM_PRICE_PET)).toEqual({ INR: 72_000, USD: 3600 });
    expect(premiumOf({ INR: 29_900, USD: 1499 }, { species: 'dog', breed: 'Beagle', ageYears: 0 })).toEqual({
      INR: 32_900,
      USD: 1649,
    });
  });

  it('refuses pets older than the plan enrols, saying why', () => {
    const plan = { baseMonthlyPremium: base, maxEnrolmentAge: 14 };
    expect(ratePlan(plan, { species: 'dog', breed: 'Beagle', ageYears: 14 }).eligible).toBe(true);
    expect(ratePlan(plan, { species: 'dog', breed: 'Beagle', ageYears: 15 })).toEqual({
      eligible: false,
      reason: 'Not available for new enrolments over 14 years old.',
    });
  });
});
