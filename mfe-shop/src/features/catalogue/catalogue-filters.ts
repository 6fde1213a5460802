import {
  PRODUCT_PAGE_SIZE,
  SHOP_SORTS,
  SHOP_SPECIES,
  shopMessages,
  type ShopCategory,
  type ShopSort,
  type ShopSpecies,
} from '@petpal/contracts';
import { MERCHANDISE_CATEGORIES, type Shelf } from '../../lib/shelves';

/** The catalogue's filters as the address keeps them; prices in whole rupees or dollars, as typed. */
export interface CatalogueFilters {
  q: string;
  category: ShopCategory | '';
  species: ShopSpecies | '';
  minPrice: string;
  maxPrice: string;
  inStock: boolean;
  sort: ShopSort;
  page: number;
}

export const DEFAULT_FILTERS: CatalogueFilters = {
  q: '',
  category: '',
  species: '',
  minPrice: '',
  maxPrice: '',
  inStock: false,
  sort: 'popular',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? '';

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads the filters from the address, dropping anything the page does not offer. */
export function filtersFromSearch(params: URLSearchParams, shelf: Shelf): CatalogueFilters {
  const page = Number(params.get('page'));
  const price = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return PRICE.test(value) ? value : '';
  };
  return {
    q: params.get('q')?.trim().slice(0, 80) ?? '',
    category: shelf === 'merchandise' ? oneOf(MERCHANDISE_CATEGORIES, params.get('category')) : '',
    species: oneOf(SHOP_SPECIES, params.get('species')),
    minPrice: price('minPrice'),
    maxPrice: price('maxPrice'),
    inStock: params.get('inStock') === 'true',
    sort: oneOf(SHOP_SORTS, params.get('sort')) || 'popular',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The parameters the catalogue's filters own in the address. */
export const CATALOGUE_FILTER_KEYS = ['q', 'category', 'species', 'minPrice', 'maxPrice', 'inStock', 'sort', 'page'];

/** The address's query for the filters: defaults left out, so a fresh page has a clean address. */
export function searchFromFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.species) params.set('species', filters.species);
  if (filters.minPrice) params.set('minPrice', filters.minPrice);
  if (filters.maxPrice) params.set('maxPrice', filters.maxPrice);
  if (filters.inStock) params.set('inStock', 'true');
  if (filters.sort !== 'popular') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** "12.5" (rupees or dollars) -> "1250" (paise or cents), as the API filters. */
const toMinor = (price: string) => String(Math.round(Number(price) * 100));

/** The price range's refusal, the API's own words, or null when it is fine. */
export function priceRangeError(minPrice: string, maxPrice: string): string | null {
  if ((minPrice && !PRICE.test(minPrice)) || (maxPrice && !PRICE.test(maxPrice))) return shopMessages.price;
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) return shopMessages.priceRange;
  return null;
}

/** GET /api/shop/products's query: the shelf (and a category on it), prices in minor units, the viewer's country. */
export function productQuery(filters: CatalogueFilters, shelf: Shelf, country: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  params.set('shelf', shelf);
  if (filters.category) params.set('category', filters.category);
  if (filters.species) params.set('species', filters.species);
  if (filters.q) params.set('q', filters.q);
  if (filters.minPrice) params.set('minPrice', toMinor(filters.minPrice));
  if (filters.maxPrice) params.set('maxPrice', toMinor(filters.maxPrice));
  if (filters.inStock) params.set('inStock', 'true');
  params.set('sort', filters.sort);
  params.set('page', String(filters.page));
  params.set('pageSize', String(PRODUCT_PAGE_SIZE));
  if (country) params.set('country', country);
  return params;
}
