/** A point in degrees. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A result on the map; the page lists the same results for keyboard and screen-reader users. */
export interface MapMarker extends MapPoint {
  id: string;
  /** The marker's accessible name, e.g. the clinic's name. */
  label: string;
  /** Clicking the marker: e.g. open the result (navigate to its page). */
  onSelect?: () => void;
}

/** A circle around a point, e.g. the nearby-alert radius. */
export interface MapCircle extends MapPoint {
  radiusKm: number;
}

/** A pin the user drags (or places by clicking the map); the form's own fields stay the way to type a point. */
export interface MapPin extends MapPoint {
  /** The pin's accessible name; the default names its coordinates. */
  label?: string;
  onMove: (point: MapPoint) => void;
}

/** Theme colours handed to the lazily loaded engine (it draws outside styled-components). */
export interface MapColours {
  pin: string;
  pinBorder: string;
  draggable: string;
  circle: string;
  /** The attribution's text and links (Leaflet's own blue fails contrast). */
  text: string;
  link: string;
}
