import type { Money } from '@petpal/contracts';

const LOCALES = { INR: 'en-IN', USD: 'en-US' } as const satisfies Record<Money['currency'], string>;

export interface MoneyFormat {
  /** Whole amounts without the ".00" ("₹5,000"), as insurance plans quote them; cents stay when there are any. */
  dropWholeCents?: boolean;
}

/**
 * Minor units in the answer's currency, rupees grouped the Indian way: { 129900, INR } -> "₹1,299.00",
 * { 1299, USD } -> "$12.99"; with `dropWholeCents`, { 500000, INR } -> "₹5,000".
 */
export function formatMoney({ amountMinor, currency }: Money, { dropWholeCents = false }: MoneyFormat = {}): string {
  const digits = dropWholeCents && amountMinor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 100);
}
