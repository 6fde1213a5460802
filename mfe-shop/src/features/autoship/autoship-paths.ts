/** The Autoship form's address (mounted by ShopApp at paths.newAutoship). */
export const NEW_AUTOSHIP_PATH = '/pharmas-orders/autoship/new';

/** The form for one product, with the frequency and quantity chosen on the product page. */
export function newAutoshipPath(slug: string, weeks: number, quantity = 1): string {
  const query = new URLSearchParams({ product: slug, weeks: String(weeks), quantity: String(quantity) });
  return `${NEW_AUTOSHIP_PATH}?${query.toString()}`;
}
