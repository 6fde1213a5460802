import {
  SHOP_CATEGORIES,
  SHOP_CATEGORY_LABELS,
  shelfOfCategory,
  type Product,
  type ShopCategory,
  type ShopShelf,
  type ShopSort,
  type ShopSpecies,
} from '@petpal/contracts';

/** The two catalogue pages: the pharmacy's category, and every other one (the API's `shelf`). */
export type Shelf = ShopShelf;

export const SHELF_TITLES: Record<Shelf, string> = {
  merchandise: 'Merchandise & Pet Food',
  pharmacy: 'Pharmacy',
};

export const MERCHANDISE_CATEGORIES = SHOP_CATEGORIES.filter((category) => category !== 'pharmacy');

export const shelfOf = (product: Pick<Product, 'category'>): Shelf => shelfOfCategory(product.category);

export const shelfPath = (shelf: Shelf) => `/${shelf}`;
export const productPath = (product: Pick<Product, 'category' | 'slug'>) =>
  `${shelfPath(shelfOf(product))}/${encodeURIComponent(product.slug)}`;

export const categoryOptions = MERCHANDISE_CATEGORIES.map((category: ShopCategory) => ({
  value: category,
  label: SHOP_CATEGORY_LABELS[category],
}));

export const SPECIES_LABELS: Record<ShopSpecies, string> = {
  dog: 'Dogs',
  cat: 'Cats',
  bird: 'Birds',
  'small-pet': 'Small pets',
  fish: 'Fish',
};

export const SORT_LABELS: Record<ShopSort, string> = {
  popular: 'Most popular',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
};
