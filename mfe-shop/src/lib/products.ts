import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ProductAnswer, ProductList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { withCountry } from './viewer-country';
import { catalogueKeys } from './catalogue-keys';

/** GET /api/shop/products?<query>: one page of the catalogue, priced in the viewer's currency. */
export const useProducts = (query: string) =>
  useQuery({
    queryKey: catalogueKeys.list(query),
    queryFn: ({ signal }) => apiFetch(`/api/shop/products?${query}`, ProductList, { signal }),
    placeholderData: keepPreviousData,
  });

export const productUrl = (slug: string, country: string | undefined) =>
  withCountry(`/api/shop/products/${encodeURIComponent(slug)}`, country);

/** GET /api/shop/products/:slug: one product (404 when it is not in the catalogue). */
export const useProduct = (slug: string, country: string | undefined) =>
  useQuery({
    queryKey: catalogueKeys.product(slug, country),
    queryFn: ({ signal }) => apiFetch(productUrl(slug, country), ProductAnswer, { signal }),
  });
