/** Query keys of the catalogue: a page of products (by its API query) and a product (by slug and country). */
export const catalogueKeys = {
  all: ['shop', 'catalogue'] as const,
  list: (query: string) => ['shop', 'catalogue', 'list', query] as const,
  product: (slug: string, country: string | undefined) =>
    ['shop', 'catalogue', 'product', slug, country ?? ''] as const,
};
