export { currencySymbol } from './currency';
export { resolveLocation, startLocationResolution } from './resolve-location';
