import { useAtomValue } from 'jotai';
import { locationAtom } from '@petpal/design-system';

/** The visitor's country as the shell resolved it (prices follow it, spec section 9); undefined while unknown. */
export function useViewerCountry(): string | undefined {
  const { country } = useAtomValue(locationAtom);
  return country.trim() || undefined;
}

/** "/api/shop/cart" -> "/api/shop/cart?country=India" when the country is known. */
export function withCountry(path: string, country: string | undefined): string {
  return country ? `${path}?${new URLSearchParams({ country }).toString()}` : path;
}
