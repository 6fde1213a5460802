import type { Product } from '@petpal/contracts';

/** At or below this many left, a card warns "Only N left". */
export const LOW_STOCK = 5;

/** "In stock", "Only 3 left" or "Out of stock". */
export function stockLabel(product: Pick<Product, 'stock' | 'inStock'>): string {
  if (!product.inStock || product.stock <= 0) return 'Out of stock';
  if (product.stock <= LOW_STOCK) return `Only ${product.stock} left`;
  return 'In stock';
}

export const PRESCRIPTION_REQUIRED = 'Prescription required';
