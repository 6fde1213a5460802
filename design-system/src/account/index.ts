export {
  effectiveMethod,
  METHODS_POLL_MS,
  paymentMethodLabel,
  paymentMethodsQueryOptions,
  usePaymentMethods,
} from './payment-methods';
export type { MethodsPolling } from './payment-methods';
export { petsQueryOptions, usePets } from './pets';
export { profileQueryOptions, useProfile } from './profile';
