export { currencySymbol } from './currency';
export { resolveLocation, setManualLocation, startLocationResolution } from './resolve-location';
