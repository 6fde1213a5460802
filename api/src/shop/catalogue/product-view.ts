import { isInStock, type Product, type ProductBasics, type ShopCurrency } from '@petpal/contracts';
import type { ProductDoc } from './products.repository';

/** What a product is, for every viewer (buyers and its supplier). */
export function toProductBasics(doc: ProductDoc): ProductBasics {
  return {
    id: doc._id.toHexString(),
    slug: doc.slug,
    name: doc.name,
    category: doc.category,
    species: doc.species,
    brand: doc.brand,
    description: doc.description,
  };
}

/** A product as the viewer sees it: the price in their currency only. */
export function toProduct(doc: ProductDoc, currency: ShopCurrency): Product {
  return {
    ...toProductBasics(doc),
    price: { amountMinor: doc.prices[currency], currency },
    stock: doc.stock,
    inStock: isInStock(doc.stock),
    prescriptionRequired: doc.prescriptionRequired,
    imageUrl: doc.imageUrl,
    createdAt: doc.createdAt.toISOString(),
  };
}
