/**
 * Each country's 24-hour animal poison line: release data (it changes with a release, not during a visit), kept here
 * so the API's directory and the emergency page's first screen (prerendered, decision 102) show the same lines.
 * DEMO DATA: the real services' published numbers at the time of writing, to be checked again before launch
 * (docs/decisions/033-emergency-services.md).
 */
import type { PoisonLine } from './emergency';

const line = (country: string, name: string, phone: string, e164: string, feeNote: string | null): PoisonLine => ({
  country,
  name,
  phone,
  telHref: `tel:${e164}`,
  feeNote,
});

/** One line per country of the API's emergency cities; every one answers 24 hours a day. */
export const POISON_LINES: readonly PoisonLine[] = [
  line(
    'India',
    'National Poisons Information Centre (AIIMS)',
    '1800 116 117',
    '+911800116117',
    'Toll-free. A human poison centre that also advises on animal poisoning.',
  ),
  line('Germany', 'Giftnotruf Berlin', '030 19240', '+493019240', null),
  line('United Kingdom', 'Animal PoisonLine', '01202 509000', '+441202509000', 'A fee per call may apply.'),
  line(
    'United States',
    'ASPCA Animal Poison Control Center',
    '(888) 426-4435',
    '+18884264435',
    'A consultation fee may apply.',
  ),
];

/** The poison line of a country, if it has one. */
export const poisonLineOf = (country: string): PoisonLine | null =>
  POISON_LINES.find((entry) => entry.country === country) ?? null;
