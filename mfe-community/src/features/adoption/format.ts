import {
  ADOPTION_SEX_LABELS,
  ADOPTION_SIZE_LABELS,
  ADOPTION_SPECIES_LABELS,
  type AdoptionAge,
  type AdoptionCurrency,
  type AdoptionListingSummary,
} from '@petpal/contracts';
import { currencySymbol } from '@petpal/design-system';

const SYMBOLS = { INR: '₹', USD: '$' } as const satisfies Record<AdoptionCurrency, string>;
const LOCALES = { INR: 'en-IN', USD: 'en-US' } as const satisfies Record<AdoptionCurrency, string>;

export const currencySign = (currency: AdoptionCurrency) => SYMBOLS[currency];

/** The currency a new listing or a fee filter starts with: spec section 9's rule on the stored country. */
export const currencyFor = (country: string | null | undefined): AdoptionCurrency =>
  currencySymbol(country) === '$' ? 'USD' : 'INR';

/** "Free", "₹1,500", "$75". */
export function feeLabel(fee: number, currency: AdoptionCurrency): string {
  if (fee === 0) return 'Free';
  return `${SYMBOLS[currency]}${fee.toLocaleString(LOCALES[currency])}`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "2 years 3 months", "1 year", "5 months", "Under 1 month". */
export function ageLabel({ years, months }: AdoptionAge): string {
  if (years === 0 && months === 0) return 'Under 1 month';
  return [years > 0 ? plural(years, 'year') : '', months > 0 ? plural(months, 'month') : ''].filter(Boolean).join(' ');
}

/** "Dog · Indie · Male · Medium". */
export const petLine = (listing: Pick<AdoptionListingSummary, 'species' | 'breed' | 'sex' | 'size'>) =>
  [
    ADOPTION_SPECIES_LABELS[listing.species],
    listing.breed,
    ADOPTION_SEX_LABELS[listing.sex],
    ADOPTION_SIZE_LABELS[listing.size],
  ].join(' · ');

/** "Bandra West, Mumbai" or "Mumbai". */
export const placeLabel = (listing: Pick<AdoptionListingSummary, 'city' | 'area'>) =>
  listing.area ? `${listing.area}, ${listing.city}` : listing.city;

/** The browse list's age groups, as API month ranges (Petfinder's baby, young, adult, senior). */
export const AGE_GROUPS = [
  { value: 'baby', label: 'Under 1 year', min: undefined, max: 11 },
  { value: 'young', label: '1 to 3 years', min: 12, max: 35 },
  { value: 'adult', label: '3 to 8 years', min: 36, max: 95 },
  { value: 'senior', label: '8 years and over', min: 96, max: undefined },
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number]['value'];
