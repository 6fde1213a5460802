// The platform contract a page needs on its first load: no query client, router, zod or date library.
export type { BaseProps, MountedParcel, ParcelHost, PlatformProps, PlatformStore } from './contract';
export { sessionUserAtom, locationAtom, type ResolvedLocation } from './atoms';
export { ApiError } from './api-error';
export { BaseProviders } from './BaseProviders';
export { AreaFallback, type AreaFallbackProps } from './AreaFallback';
export { AreaErrorBoundary } from './AreaErrorBoundary';
export { ParcelSlot, type ParcelSlotProps } from './ParcelSlot';
// rootLifecycles too: a remote's createLifecycles (./lifecycles) builds on it, and its copy must render the page's one toast queue.
export { createBaseLifecycles, rootLifecycles } from './root-lifecycles';
export { loadSession } from './session';
export { currencySymbol, resolveLocation, startLocationResolution } from './location';
export {
  announceCartCount,
  CART_COUNT_EVENT,
  onCartCount,
  storedGuestCartCount,
  type CartCountAnnouncement,
} from './cart-count';
