/** The shop's catalogue (docs/decisions/041): products with prices in rupees and dollars, and stock. */
import * as z from 'zod/mini';
import { shopMessages } from './messages';

export const SHOP_CATEGORIES = [
  'pharmacy',
  'food',
  'treats',
  'toys',
  'beds',
  'grooming',
  'health',
  'accessories',
] as const;
export const ShopCategory = z.enum(SHOP_CATEGORIES, { error: shopMessages.category });
export type ShopCategory = z.infer<typeof ShopCategory>;
export const SHOP_CATEGORY_LABELS = {
  pharmacy: 'Pharmacy',
  food: 'Food',
  treats: 'Treats',
  toys: 'Toys',
  beds: 'Beds',
  grooming: 'Grooming',
  health: 'Health',
  accessories: 'Accessories',
} as const satisfies Record<ShopCategory, string>;

/** The two catalogue pages: the pharmacy's category (/pharmacy), and every other one (/merchandise). */
export const SHOP_SHELVES = ['merchandise', 'pharmacy'] as const;
export const ShopShelf = z.enum(SHOP_SHELVES, { error: shopMessages.shelf });
export type ShopShelf = z.infer<typeof ShopShelf>;
export const shelfOfCategory = (category: ShopCategory): ShopShelf =>
  category === 'pharmacy' ? 'pharmacy' : 'merchandise';

export const SHOP_SPECIES = ['dog', 'cat', 'bird', 'small-pet', 'fish'] as const;
export const ShopSpecies = z.enum(SHOP_SPECIES, { error: shopMessages.species });
export type ShopSpecies = z.infer<typeof ShopSpecies>;

/** Both are stored for every product; the answer carries the viewer's (spec section 9). */
export const SHOP_CURRENCIES = ['INR', 'USD'] as const;
export const ShopCurrency = z.enum(SHOP_CURRENCIES);
export type ShopCurrency = z.infer<typeof ShopCurrency>;

const DOLLAR_COUNTRIES = new Set(['united states', 'usa', 'us']);
/** Spec section 9: dollars when the country is United States, USA or US; rupees otherwise (and by default). */
export function shopCurrencyFor(country: string | null | undefined): ShopCurrency {
  return DOLLAR_COUNTRIES.has((country ?? '').trim().toLowerCase()) ? 'USD' : 'INR';
}

export const SHOP_SORTS = ['popular', 'price_asc', 'price_desc', 'newest'] as const;
export const ShopSort = z.enum(SHOP_SORTS, { error: shopMessages.sort });
export type ShopSort = z.infer<typeof ShopSort>;

/** The most of one product a cart (or an order) may hold. */
export const MAX_QUANTITY_PER_ITEM = 10;

/** A product can be ordered while any is left. */
export const isInStock = (stock: number): boolean => stock > 0;

/** The stock rule of a cart line: what is wanted, capped by the stock and MAX_QUANTITY_PER_ITEM. */
export const quantityWithinStock = (wanted: number, stock: number): number =>
  Math.min(wanted, MAX_QUANTITY_PER_ITEM, stock);
export const PRODUCT_PAGE_SIZE = 20;

const wholeNumber = (pattern: RegExp, message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(pattern, message)),
    z.transform((value: string) => Number(value)),
  );
const country = z.optional(
  z.string({ error: shopMessages.country }).check(z.trim(), z.maxLength(60, shopMessages.country)),
);

/**
 * GET /api/shop/products: filters combine; `shelf` keeps to one catalogue page's categories. `q` is a case-insensitive "contains" on name and brand; prices
 * are in the minor unit of the viewer's currency (`country`, else the signed-in user's stored country).
 */
export const ProductListQuery = z
  .strictObject({
    shelf: z.optional(ShopShelf),
    category: z.optional(ShopCategory),
    species: z.optional(ShopSpecies),
    q: z.optional(z.string({ error: shopMessages.search }).check(z.trim(), z.maxLength(80, shopMessages.search))),
    minPrice: z.optional(wholeNumber(/^\d{1,9}$/, shopMessages.price)),
    maxPrice: z.optional(wholeNumber(/^\d{1,9}$/, shopMessages.price)),
    inStock: z.optional(
      z.pipe(
        z.enum(['true', 'false'], { error: shopMessages.inStock }),
        z.transform((value: 'true' | 'false') => value === 'true'),
      ),
    ),
    sort: z._default(ShopSort, 'popular'),
    page: z._default(wholeNumber(/^[1-9]\d{0,4}$/, shopMessages.page), 1),
    pageSize: z._default(
      z.pipe(
        wholeNumber(/^\d{1,2}$/, shopMessages.pageSize),
        z.number().check(z.gte(1, shopMessages.pageSize), z.lte(50, shopMessages.pageSize)),
      ),
      PRODUCT_PAGE_SIZE,
    ),
    country,
  })
  .check(
    z.refine(
      (query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice,
      {
        message: shopMessages.priceRange,
        path: ['minPrice'],
      },
    ),
  );
export type ProductListQuery = z.input<typeof ProductListQuery>;
/** The query once validated: numbers parsed, defaults applied. */
export type ProductListFilters = z.output<typeof ProductListQuery>;

/** GET /api/shop/products/:slug?country= */
export const ProductParams = z.strictObject({
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, shopMessages.slug), z.maxLength(100, shopMessages.slug)),
});
export const CountryQuery = z.strictObject({ country });
export type CountryQuery = z.input<typeof CountryQuery>;

export const Money = z.object({ amountMinor: z.number(), currency: ShopCurrency });
export type Money = z.infer<typeof Money>;

/** What a product is, as the catalogue and its supplier both see it. */
export const ProductBasics = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  category: ShopCategory,
  species: z.array(ShopSpecies),
  brand: z.string(),
  description: z.string(),
});
export type ProductBasics = z.infer<typeof ProductBasics>;

export const Product = z.extend(ProductBasics, {
  /** In the viewer's currency. */
  price: Money,
  stock: z.number(),
  inStock: z.boolean(),
  /** Pharmacy items: the order waits for a prescription before it is prepared. */
  prescriptionRequired: z.boolean(),
  imageUrl: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductList = z.object({
  products: z.array(Product),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  currency: ShopCurrency,
});
export type ProductList = z.infer<typeof ProductList>;

export const ProductAnswer = z.object({ product: Product });
export type ProductAnswer = z.infer<typeof ProductAnswer>;
