import { LOCATION_REQUIRED, ManualLocation } from '@petpal/contracts';
import { checkContract } from '../../forms/field-errors';
import { locationAtom, type ResolvedLocation } from '@petpal/design-system/core';
import type { PlatformStore } from '../contract';
import { writeCachedLocation } from './location-storage';
import { nextRun } from './runs';

/**
 * Update Location: saves what the visitor typed ("City, State" or "City, State, Country"; the country
 * otherwise stays as detected). Returns null when saved, else the message to show (empty after trimming).
 */
export function setManualLocation(store: PlatformStore, text: string): string | null {
  const parsed = checkContract(ManualLocation, text);
  if (!parsed.ok) return parsed.errors.form ?? LOCATION_REQUIRED;
  nextRun(store);
  const parts = parsed.data
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const withCountry = parts.length >= 3;
  const location: ResolvedLocation = {
    city: parts[0] ?? '',
    state: (withCountry ? parts[parts.length - 2] : parts[1]) ?? '',
    country: withCountry ? (parts[parts.length - 1] ?? '') : store.get(locationAtom).country,
    displayText: parsed.data,
    loading: false,
    error: null,
  };
  writeCachedLocation(location);
  store.set(locationAtom, location);
  return null;
}
