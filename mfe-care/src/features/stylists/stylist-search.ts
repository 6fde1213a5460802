import { PET_STYLIST_SPECIALIZATIONS, type StylistService } from '@petpal/contracts';

/** The search of /services/book-a-stylist, kept in the query string so Back and a reload keep it. */
export interface StylistFilters {
  /** Matched case-insensitively anywhere in the stylist's location; blank matches every stylist. */
  location: string;
  /** One of spec section 9's services, or '' for all. */
  service: StylistService | '';
}

export interface StylistSearch extends StylistFilters {
  page: number;
}

const isService = (value: string | null): value is StylistService =>
  (PET_STYLIST_SPECIALIZATIONS as readonly (string | null)[]).includes(value);

/** The search in a query string; anything unknown falls back to "all" and page 1. */
export function searchFrom(params: URLSearchParams): StylistSearch {
  const service = params.get('service');
  const page = Number(params.get('page'));
  return {
    location: (params.get('location') ?? '').slice(0, 120),
    service: isService(service) ? service : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The search's parameters in the page's address (kept by useAddressState). */
export const STYLIST_SEARCH_KEYS = ['location', 'service', 'page'];

/** The query string of a search (the API's and the page's): blank filters and page 1 are left out. */
export function searchQuery({ location, service, page }: StylistSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  if (service) params.set('service', service);
  if (page > 1) params.set('page', String(page));
  return params;
}
