import { ApiError } from '@petpal/design-system';

export const SAVE_FAILED = 'Could not save your changes. Please try again.';

/** The API's explanation of a refusal (4xx), else a generic failure. */
export function changeErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.status !== 429 ? error.message : SAVE_FAILED;
}

/** Every IANA zone the browser knows, for the time zone select. */
export function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}
