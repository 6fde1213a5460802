import type { Money, Product } from '@petpal/api/contracts';

const LOCALES = { INR: 'en-IN', USD: 'en-US' } as const satisfies Record<Money['currency'], string>;

/** Minor units in the answer's currency: { 129900, INR } -> "₹1,299.00", { 1299, USD } -> "$12.99". */
export function formatMoney({ amountMinor, currency }: Money): string {
  return new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency }).format(amountMinor / 100);
}

/** At or below this many left, a card warns "Only N left". */
export const LOW_STOCK = 5;

/** "In stock", "Only 3 left" or "Out of stock". */
export function stockLabel(product: Pick<Product, 'stock' | 'inStock'>): string {
  if (!product.inStock || product.stock <= 0) return 'Out of stock';
  if (product.stock <= LOW_STOCK) return `Only ${product.stock} left`;
  return 'In stock';
}

export const PRESCRIPTION_REQUIRED = 'Prescription required';
