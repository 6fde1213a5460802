import type { InsuranceSpecies, RatingFactor, ShopCurrency } from '@petpal/contracts';
import { insuranceMessages } from '@petpal/contracts';
import type { DualAmount, PlanDoc } from '../plans/plans.repository';

/**
 * The rating formula (docs/decisions/045), the same for every plan:
 *   monthly premium = plan's base premium × age factor × species factor × breed factor,
 * rounded to whole rupees or to cents. Every factor is named so the screen can show it.
 */
export const AGE_BANDS: ReadonlyArray<{ upTo: number; label: string; factor: number }> = [
  { upTo: 1, label: 'Age 0–1 years', factor: 1.1 },
  { upTo: 4, label: 'Age 2–4 years', factor: 1 },
  { upTo: 7, label: 'Age 5–7 years', factor: 1.3 },
  { upTo: 10, label: 'Age 8–10 years', factor: 1.7 },
  { upTo: 14, label: 'Age 11–14 years', factor: 2.2 },
  { upTo: Number.POSITIVE_INFINITY, label: 'Age 15+ years', factor: 2.8 },
];

export const SPECIES_FACTORS: Readonly<Record<InsuranceSpecies, RatingFactor>> = {
  dog: { label: 'Dog', factor: 1 },
  cat: { label: 'Cat', factor: 0.8 },
};

/** Breed risks, matched on words in the breed as typed; the highest matching factor applies. */
export const BREED_RISKS: ReadonlyArray<RatingFactor & { keywords: readonly string[] }> = [
  {
    label: 'Short-nosed (brachycephalic) breed',
    factor: 1.3,
    keywords: [
      'bulldog',
      'pug',
      'boxer',
      'shih tzu',
      'boston terrier',
      'pekingese',
      'lhasa apso',
      'cavalier',
      'persian',
      'himalayan',
      'exotic shorthair',
    ],
  },
  {
    label: 'Large or giant breed',
    factor: 1.25,
    keywords: [
      'great dane',
      'mastiff',
      'saint bernard',
      'st bernard',
      'newfoundland',
      'german shepherd',
      'rottweiler',
      'labrador',
      'golden retriever',
      'bernese',
      'doberman',
      'maine coon',
    ],
  },
  { label: 'Mixed breed', factor: 0.9, keywords: ['mixed', 'indie', 'mongrel', 'cross', 'domestic'] },
];
export const STANDARD_BREED: RatingFactor = { label: 'Standard breed risk', factor: 1 };

export interface RatedPet {
  species: InsuranceSpecies;
  breed: string;
  ageYears: number;
}

export const ageFactor = (ageYears: number): RatingFactor => {
  const band = AGE_BANDS.find((b) => ageYears <= b.upTo) ?? AGE_BANDS.at(-1)!;
  return { label: band.label, factor: band.factor };
};

export function breedFactor(breed: string): RatingFactor {
  const text = breed.trim().toLowerCase();
  const matches = BREED_RISKS.filter((risk) => risk.keywords.some((word) => text.includes(word)));
  if (matches.length === 0) return STANDARD_BREED;
  const top = matches.reduce((a, b) => (b.factor > a.factor ? b : a));
  return { label: top.label, factor: top.factor };
}

export function factorsOf(pet: RatedPet) {
  return { age: ageFactor(pet.ageYears), species: SPECIES_FACTORS[pet.species], breed: breedFactor(pet.breed) };
}

/** Whole rupees (100 paise) or whole cents. */
const roundMinor = (currency: ShopCurrency, minor: number) =>
  currency === 'INR' ? Math.round(minor / 100) * 100 : Math.round(minor);

export function premiumOf(base: DualAmount, pet: RatedPet): DualAmount {
  const f = factorsOf(pet);
  const multiplier = f.age.factor * f.species.factor * f.breed.factor;
  return { INR: roundMinor('INR', base.INR * multiplier), USD: roundMinor('USD', base.USD * multiplier) };
}

/** The pet the from-price is for: the lowest factors of the formula (a young mixed-breed cat). */
export const FROM_PRICE_PET: RatedPet = { species: 'cat', breed: 'Mixed', ageYears: 3 };

export type PlanRating = { eligible: true; premium: DualAmount } | { eligible: false; reason: string };

/** One plan's answer for one pet: a premium, or why the plan is not offered. */
export function ratePlan(plan: Pick<PlanDoc, 'baseMonthlyPremium' | 'maxEnrolmentAge'>, pet: RatedPet): PlanRating {
  if (pet.ageYears > plan.maxEnrolmentAge)
    return { eligible: false, reason: insuranceMessages.tooOld(plan.maxEnrolmentAge) };
  return { eligible: true, premium: premiumOf(plan.baseMonthlyPremium, pet) };
}
