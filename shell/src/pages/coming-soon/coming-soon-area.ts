import { comingSoonPrefixes, matchesPrefix } from '../../composition/route-table';

const areaNames: Record<(typeof comingSoonPrefixes)[number], string> = {
  '/pharmas-orders': 'Pharmacy orders',
  '/merchandise': 'Merchandise & Pet Food',
  '/cart': 'Your cart',
  '/checkout': 'Checkout',
  '/order-confirmation': 'Order confirmation',
  '/insurance': 'Insurance',
  '/pharmacy': 'Pharmacy',
  '/admin-dashboard': 'The admin dashboard',
};

/** The name of the not-yet-built area a path belongs to, or undefined for /coming-soon itself. */
export function comingSoonArea(pathname: string): string | undefined {
  const prefix = comingSoonPrefixes.find((candidate) => matchesPrefix(pathname, candidate));
  return prefix && areaNames[prefix];
}
