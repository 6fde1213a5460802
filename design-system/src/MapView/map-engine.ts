// Loaded only by MapView's dynamic import: Leaflet and its stylesheet never sit in a page's first-screen bundle.
// The declaration travels with this module into every remote's typecheck (their tsconfigs do not include it).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a type-only declaration has no import form
/// <reference path="./raw-import.d.ts" />
import * as L from 'leaflet';
// Leaflet's own stylesheet, read from the package as text (the remotes' builds load no CSS files): injected once.
import leafletCss from 'leaflet/dist/leaflet.css?raw';
import type { MapTiles } from '@petpal/contracts';
import type { MapCircle, MapColours, MapMarker, MapPin, MapPoint } from './map-types';

export interface MapSpec {
  markers: readonly MapMarker[];
  circle?: MapCircle | undefined;
  pin?: MapPin | undefined;
  /** A click on the map chooses that point (a picker without a pin yet places it there). */
  onPick?: ((point: MapPoint) => void) | undefined;
}

export interface MapEngine {
  update(spec: MapSpec): void;
  destroy(): void;
}

const STYLE_ID = 'petpal-leaflet-css';
/** Close enough to read streets around one point; a city with its markers otherwise. */
const SINGLE_POINT_ZOOM = 14;
const WORLD_ZOOM = 2;

function injectCss(colours: MapColours) {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `${leafletCss}
.petpal-map-pin{background:none;border:none}
.petpal-map-pin>span{display:block;width:24px;height:24px;margin:2px 2px 0;border-radius:50% 50% 50% 0;
transform:rotate(-45deg);background:${colours.pin};border:2px solid ${colours.pinBorder};box-sizing:border-box;
box-shadow:0 1px 3px rgba(0,0,0,.35)}
.petpal-map-pin>span::after{content:'';position:absolute;left:50%;top:50%;width:8px;height:8px;margin:-4px 0 0 -4px;
border-radius:50%;background:${colours.pinBorder}}
.petpal-map-pin--draggable>span{background:${colours.draggable}}
.petpal-map-pin--selectable{cursor:pointer}
@media (pointer:coarse){.leaflet-touch .leaflet-bar a{width:44px;height:44px;line-height:44px}}
.leaflet-container .leaflet-control-attribution{color:${colours.text}}
.leaflet-container .leaflet-control-attribution a{color:${colours.link};text-decoration:underline}
.petpal-map-circle{stroke:${colours.circle};fill:${colours.circle}}`;
  document.head.append(style);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function pinIcon(modifier: string) {
  return L.divIcon({
    className: `petpal-map-pin ${modifier}`.trim(),
    html: '<span></span>',
    iconSize: [28, 30],
    iconAnchor: [14, 30],
  });
}

/** The marker element's name for assistive technology: the map is a labelled region, each marker an image in it. */
function nameMarker(marker: L.Marker, label: string) {
  const element = marker.getElement();
  if (!element) return;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.removeAttribute('title');
}

/** Degrees spanned by `km` at `lat`: the circle's box without asking the map (which may not be laid out yet). */
function circleBounds({ lat, lng, radiusKm }: MapCircle): L.LatLngBoundsExpression {
  const dLat = radiusKm / 111.32;
  const dLon = radiusKm / (111.32 * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  return [
    [lat - dLat, lng - dLon],
    [lat + dLat, lng + dLon],
  ];
}

const markerKey = (markers: readonly MapMarker[]) =>
  markers.map((m) => `${m.id}:${m.lat}:${m.lng}:${m.label}:${Boolean(m.onSelect)}`).join('|');

/**
 * A Leaflet map in `container`: raster tiles from `tiles` (none when the tile service is unknown), the markers,
 * an optional circle and an optional draggable pin. `update` redraws what changed; the view is fitted when the
 * markers or the circle change, and follows the pin only when it leaves the view.
 */
export function createMap(container: HTMLElement, tiles: MapTiles | null, colours: MapColours): MapEngine {
  injectCss(colours);
  const map = L.map(container, {
    attributionControl: false,
    zoomControl: true,
    scrollWheelZoom: false,
    worldCopyJump: true,
  }).setView([20, 0], WORLD_ZOOM);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
  if (tiles) {
    L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: tiles.maxZoom }).addTo(map);
  }
  const markerLayer = L.layerGroup().addTo(map);
  let circleLayer: L.Circle | null = null;
  let pinMarker: L.Marker | null = null;
  let latest: MapSpec = { markers: [] };
  let drawnMarkers = '';
  let drawnCircle = '';
  let fitted = false;

  map.on('click', (event: L.LeafletMouseEvent) => {
    const pick = latest.pin?.onMove ?? latest.onPick;
    pick?.({ lat: event.latlng.lat, lng: L.Util.wrapNum(event.latlng.lng, [-180, 180], true) });
  });

  function fit() {
    const { markers, circle, pin } = latest;
    const bounds = L.latLngBounds([]);
    for (const marker of markers) bounds.extend([marker.lat, marker.lng]);
    if (circle) bounds.extend(circleBounds(circle));
    if (!bounds.isValid() && pin) bounds.extend([pin.lat, pin.lng]);
    if (!bounds.isValid()) return;
    const single = bounds.getNorthEast().equals(bounds.getSouthWest());
    // Not animated: the results jump into view, and a map unmounted mid-animation would leave Leaflet's
    // transition-end timer running against a removed pane (an uncaught error on the page).
    if (single) map.setView(bounds.getCenter(), SINGLE_POINT_ZOOM, { animate: false });
    else map.fitBounds(bounds, { padding: [24, 24], maxZoom: SINGLE_POINT_ZOOM, animate: false });
    fitted = true;
  }

  function drawMarkers(markers: readonly MapMarker[]) {
    markerLayer.clearLayers();
    for (const item of markers) {
      const selectable = Boolean(item.onSelect);
      const marker = L.marker([item.lat, item.lng], {
        icon: pinIcon(selectable ? 'petpal-map-pin--selectable' : ''),
        keyboard: false,
        interactive: selectable,
        title: item.label,
      }).addTo(markerLayer);
      if (selectable) marker.on('click', () => latest.markers.find((m) => m.id === item.id)?.onSelect?.());
      nameMarker(marker, item.label);
    }
  }

  function drawPin(pin: MapPin | undefined) {
    if (!pin) {
      pinMarker?.remove();
      pinMarker = null;
      return;
    }
    const label = pin.label ?? `Pin at ${pin.lat.toFixed(3)}, ${pin.lng.toFixed(3)}`;
    if (!pinMarker) {
      pinMarker = L.marker([pin.lat, pin.lng], {
        icon: pinIcon('petpal-map-pin--draggable'),
        draggable: true,
        keyboard: false,
        autoPan: true,
      }).addTo(map);
      pinMarker.on('dragend', () => {
        const at = pinMarker?.getLatLng();
        if (at && latest.pin) latest.pin.onMove({ lat: at.lat, lng: L.Util.wrapNum(at.lng, [-180, 180], true) });
      });
    } else {
      pinMarker.setLatLng([pin.lat, pin.lng]);
    }
    nameMarker(pinMarker, label);
    if (fitted && !map.getBounds().contains([pin.lat, pin.lng])) map.panTo([pin.lat, pin.lng]);
  }

  function drawCircle(circle: MapCircle | undefined) {
    circleLayer?.remove();
    circleLayer = circle
      ? L.circle([circle.lat, circle.lng], {
          radius: circle.radiusKm * 1000,
          // Coloured by its class: the theme's colours are custom properties, which SVG attributes do not read.
          className: 'petpal-map-circle',
          weight: 2,
          fillOpacity: 0.08,
          interactive: false,
        }).addTo(map)
      : null;
  }

  const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
  resize?.observe(container);

  return {
    update(spec) {
      latest = spec;
      const markers = markerKey(spec.markers);
      const circle = spec.circle ? `${spec.circle.lat}:${spec.circle.lng}:${spec.circle.radiusKm}` : '';
      const refit = !fitted || markers !== drawnMarkers || circle !== drawnCircle;
      if (markers !== drawnMarkers) drawMarkers(spec.markers);
      if (circle !== drawnCircle) drawCircle(spec.circle);
      drawnMarkers = markers;
      drawnCircle = circle;
      if (refit) fit();
      drawPin(spec.pin);
    },
    destroy() {
      resize?.disconnect();
      map.remove();
    },
  };
}
