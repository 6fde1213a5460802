import type { SessionUser, SupplierProduct } from '@petpal/contracts';

export const supplier: SessionUser = {
  id: 'a00000000000000000000009',
  email: 'supplier@petpal.demo',
  role: 'supplier',
};

export function supplierProduct(overrides: Partial<SupplierProduct> = {}): SupplierProduct {
  return {
    id: '5e0d00000000000000000001',
    slug: 'apoquel-16-mg-tablets-30',
    name: 'Apoquel 16 mg Tablets (30)',
    category: 'pharmacy',
    species: ['dog'],
    brand: 'Zoetis',
    description: 'Relief from allergic itch in dogs.',
    prices: { INR: 345000, USD: 6299 },
    stock: 12,
    sold: 99,
    prescriptionRequired: true,
    imageUrl: null,
    active: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export const kong = supplierProduct({
  id: '5e0d00000000000000000019',
  slug: 'kong-classic-medium',
  name: 'Kong Classic Medium',
  category: 'toys',
  brand: 'KONG',
  description: 'Durable rubber toy to stuff with treats.',
  prices: { INR: 110000, USD: 1399 },
  stock: 0,
  sold: 45,
  prescriptionRequired: false,
});

export const retiredBowl = supplierProduct({
  id: '5e0d00000000000000000034',
  slug: 'stainless-steel-bowl-set',
  name: 'Stainless Steel Bowl Set',
  category: 'accessories',
  species: ['dog', 'cat'],
  brand: 'Petmate',
  description: 'Two non-slip bowls.',
  prices: { INR: 60000, USD: 1199 },
  stock: 35,
  sold: 3,
  prescriptionRequired: false,
  active: false,
});
