import { PET_TRAINER_SPECIALIZATIONS, type TrainerSpecialization } from '@petpal/contracts';
import { trainerUrls } from '../../lib/trainer-urls';

export interface TrainerFilters {
  /** Matched case-insensitively anywhere in the trainer's location; blank matches every trainer. */
  location: string;
  specialization: TrainerSpecialization | '';
  page: number;
}

const isSpecialization = (value: string): value is TrainerSpecialization =>
  (PET_TRAINER_SPECIALIZATIONS as readonly string[]).includes(value);

/** The search in a query string; anything unknown reads as no filter and page 1. */
export function filtersFrom(params: URLSearchParams): TrainerFilters {
  const specialization = params.get('specialization') ?? '';
  const page = Number(params.get('page'));
  return {
    location: params.get('location') ?? '',
    specialization: isSpecialization(specialization) ? specialization : '',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The trainer search's filters in the address (kept by useAddressState). */
export const TRAINER_FILTER_KEYS = ['location', 'specialization', 'page'];

/** The filters as a query string: only what is set, the page from 2 on. */
export function filtersQuery({ location, specialization, page }: TrainerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (location.trim()) params.set('location', location.trim());
  if (specialization) params.set('specialization', specialization);
  if (page > 1) params.set('page', String(page));
  return params;
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function searchUrl(filters: TrainerFilters): string {
  return withQuery(trainerUrls.search, filtersQuery(filters));
}
