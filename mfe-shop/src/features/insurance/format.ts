import type { InsuranceMoney } from '@petpal/api/contracts';

/** "₹5,000", "₹1,00,000", "$14.99": whole amounts without decimals, rupees grouped the Indian way. */
export function formatMoney({ amountMinor, currency }: InsuranceMoney): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountMinor / 100);
}

export const perMonth = (money: InsuranceMoney) => `${formatMoney(money)}/month`;

/** Zod issues -> the first message per top-level field. */
export function firstMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    fields[key] ??= issue.message;
  }
  return fields;
}
