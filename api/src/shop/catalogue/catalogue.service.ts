import {
  shopMessages,
  type Product,
  type ProductList,
  type ProductListFilters,
  type ShopCurrency,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { toProduct } from './product-view';
import type { ProductsRepository } from './products.repository';

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** The public catalogue: filtered, sorted, paginated lists and product pages, priced in the viewer's currency. */
export function createCatalogueService(products: ProductsRepository) {
  return {
    async list(query: ProductListFilters, currency: ShopCurrency): Promise<ProductList> {
      const { products: found, total } = await products.search({
        shelf: query.shelf,
        category: query.category,
        species: query.species,
        q: query.q || undefined,
        currency,
        minPrice: query.minPrice,
        maxPrice: query.maxPrice,
        inStock: query.inStock,
        sort: query.sort,
        skip: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        products: found.map((doc) => toProduct(doc, currency)),
        page: query.page,
        pageSize: query.pageSize,
        total,
        currency,
      };
    },

    async get(slug: string, currency: ShopCurrency): Promise<Product> {
      const doc = await products.findBySlug(slug);
      if (!doc) throw new NotFound(shopMessages.productNotFound);
      return toProduct(doc, currency);
    },
  };
}
