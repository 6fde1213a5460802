export { MAP_MESSAGES, MapView } from './MapView';
export type { MapViewProps } from './MapView';
export type { MapCircle, MapMarker, MapPin, MapPoint } from './map-types';
