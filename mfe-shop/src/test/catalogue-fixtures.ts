import type { Product, ProductList, SessionUser } from '@petpal/contracts';

/** Sam shops; ids are 24 hex like the API's. */
export const shopper: SessionUser = { id: 'b00000000000000000000001', email: 'sam@example.com', role: 'pet_owner' };

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'c00000000000000000000001',
    slug: 'chicken-kibble-3kg',
    name: 'Chicken Kibble 3 kg',
    category: 'food',
    species: ['dog'],
    brand: 'Happy Paws',
    description: 'Crunchy kibble with real chicken for adult dogs.',
    price: { amountMinor: 129900, currency: 'INR' },
    stock: 40,
    inStock: true,
    prescriptionRequired: false,
    imageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const kibble = product();
export const rope = product({
  id: 'c00000000000000000000002',
  slug: 'rope-toy',
  name: 'Rope Toy',
  category: 'toys',
  brand: 'TugTime',
  price: { amountMinor: 34900, currency: 'INR' },
  stock: 3,
});
export const soldOutBed = product({
  id: 'c00000000000000000000003',
  slug: 'cosy-bed',
  name: 'Cosy Bed',
  category: 'beds',
  species: ['cat'],
  brand: 'Snooze',
  price: { amountMinor: 249900, currency: 'INR' },
  stock: 0,
  inStock: false,
});
export const antibiotic = product({
  id: 'c00000000000000000000004',
  slug: 'amoxicillin-250',
  name: 'Amoxicillin 250 mg',
  category: 'pharmacy',
  species: ['dog', 'cat'],
  brand: 'VetPharm',
  price: { amountMinor: 45000, currency: 'INR' },
  stock: 12,
  prescriptionRequired: true,
});

export const inDollars = (shown: Product, amountMinor: number): Product => ({
  ...shown,
  price: { amountMinor, currency: 'USD' },
});

export const productList = (products: Product[], overrides: Partial<ProductList> = {}): ProductList => ({
  products,
  page: 1,
  pageSize: 20,
  total: products.length,
  currency: products[0]?.price.currency ?? 'INR',
  ...overrides,
});
