// The rest of the platform contract (the first-load part is in ./core, shared as @petpal/design-system/core).
export { PlatformProviders } from './PlatformProviders';
export { RemoteSlot } from './RemoteSlot';
export { AreaComingSoon, type AreaComingSoonProps } from './AreaComingSoon';
export { createLifecycles } from './lifecycles';
export { createPlatform, createQueryClient } from './create-platform';
export { mountStandalone } from './standalone';
export { apiFetch } from './api-fetch';
export { currentPoint, pointLabel, type PointResult } from './location/current-point';
export { useLocating } from './location/use-locating';
export { setManualLocation } from './location/manual-location';
export { usePageTitle } from './use-page-title';
export { lazyScreen } from './lazy-screen';
export { sharedQueryKeys } from './query-keys';
export { createAttemptKeys, isSettledAnswer, newIdempotencyKey, type AttemptKeys } from './idempotency-key';
export { IMAGE_UPLOAD_FAILED, uploadImage, type ImageUpload } from './upload-image';
export { ProviderStandingGate, type ProviderStandingGateProps } from './ProviderStandingGate';
export { providerStandingQuery, useProviderStanding } from './provider-standing';
export { isStandingRefusal, refreshProviderStanding } from './standing-refusal';
