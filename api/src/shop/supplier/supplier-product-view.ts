import type { SupplierProduct } from '@petpal/contracts';
import { toProductBasics } from '../catalogue/product-view';
import type { ProductDoc } from '../catalogue/products.repository';

/** A product as its supplier sees it: both prices, stock, sales and whether it is on sale. */
export function toSupplierProduct(doc: ProductDoc): SupplierProduct {
  return {
    ...toProductBasics(doc),
    prices: { INR: doc.prices.INR, USD: doc.prices.USD },
    stock: doc.stock,
    sold: doc.sold,
    prescriptionRequired: doc.prescriptionRequired,
    imageUrl: doc.imageUrl,
    active: doc.active !== false,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
