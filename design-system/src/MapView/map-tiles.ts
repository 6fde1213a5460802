import { MapTiles } from '@petpal/contracts';
import { apiFetch } from '../platform/api-fetch';

let pending: Promise<MapTiles | null> | null = null;

/**
 * Where the maps take their tiles, from GET /api/auth/location/tiles (TILE_URL: the local stand-in under `npm start`
 * and e2e, an OpenStreetMap-compatible server in production), asked once per page. Null when the API cannot say:
 * the map then shows its markers on a blank ground, and the next map asks again.
 */
export function loadMapTiles(): Promise<MapTiles | null> {
  pending ??= apiFetch('/api/auth/location/tiles', MapTiles).catch(() => {
    pending = null;
    return null;
  });
  return pending;
}

/** Forgets the page's answer, so the next map asks again (stories and tests start from a fresh page). */
export function resetMapTilesForTests() {
  pending = null;
}
