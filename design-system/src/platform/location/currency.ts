const DOLLAR_COUNTRIES = new Set(['united states', 'usa', 'us']);

/**
 * Spec section 9: '$' when the stored country is United States, USA or US, otherwise '₹' (India and the default).
 * @example currencySymbol('USA') // '$'
 */
export function currencySymbol(country: string | null | undefined): '$' | '₹' {
  return DOLLAR_COUNTRIES.has((country ?? '').trim().toLowerCase()) ? '$' : '₹';
}
