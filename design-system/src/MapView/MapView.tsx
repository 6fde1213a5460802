import { useEffect, useRef, useState } from 'react';
import styled, { css, useTheme } from 'styled-components';
import type { MapTiles } from '@petpal/contracts';
import type { MapEngine, MapSpec } from './map-engine';
import { loadMapTiles } from './map-tiles';
import type { MapCircle, MapMarker, MapPin, MapPoint } from './map-types';
import { useNearViewport } from './use-near-viewport';

export interface MapViewProps {
  /** The map's accessible name, e.g. "Map of emergency clinics". */
  label: string;
  /** Results on the map: the page lists every one of them as well (the list is the keyboard's way). */
  markers?: readonly MapMarker[];
  /** e.g. the nearby-alert radius around a report. */
  circle?: MapCircle;
  /** A draggable pin (the location picker). */
  pin?: MapPin;
  /** A click on the map chooses that point (with a pin, the pin moves there instead). */
  onPick?: (point: MapPoint) => void;
  /** The reserved box's height (any CSS length); the page does not move when the map arrives. */
  height?: string;
  /** Tiles to use instead of asking the API (stories). */
  tiles?: MapTiles | null;
}

export const MAP_MESSAGES = {
  loading: 'Loading the map...',
  failed: 'The map could not be loaded. Every result is also in the list.',
} as const;

const Frame = styled.div<{ $height: string }>`
  ${({ theme, $height }) => css`
    position: relative;
    height: ${$height};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceSubtle};
    overflow: hidden;
    isolation: isolate;
  `}
`;

const Canvas = styled.div`
  position: absolute;
  inset: 0;
`;

const Note = styled.p`
  ${({ theme }) => css`
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    margin: 0;
    padding: ${theme.spacing[4]};
    text-align: center;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `}
`;

/**
 * A map (Leaflet, raster tiles from TILE_URL) in a box of fixed height. Leaflet and the tiles are loaded (a dynamic
 * import) when the box comes near the window, so no page's first-screen bundle carries them and a map below the
 * fold costs nothing until the visitor scrolls to it (decision 102). The map is a labelled region whose markers are
 * images named like their results; every result it shows is also in a list on the page.
 */
export function MapView({ label, markers = [], circle, pin, onPick, height = '18rem', tiles }: MapViewProps) {
  const theme = useTheme();
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frameRef);
  const engineRef = useRef<MapEngine | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const spec: MapSpec = { markers, circle, pin, onPick };
  const specRef = useRef(spec);
  specRef.current = spec;

  const colours = {
    pin: theme.colors.primary.solid,
    pinBorder: theme.colors.surface,
    draggable: theme.colors.secondary.solid,
    circle: theme.colors.primary.solid,
    text: theme.colors.text,
    link: theme.colors.link,
  };
  const coloursRef = useRef(colours);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    Promise.all([tiles === undefined ? loadMapTiles() : Promise.resolve(tiles), import('./map-engine')])
      .then(([tileConfig, { createMap }]) => {
        if (cancelled || !canvasRef.current) return;
        const engine = createMap(canvasRef.current, tileConfig, coloursRef.current);
        engine.update(specRef.current);
        engineRef.current = engine;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [tiles, near]);

  useEffect(() => {
    engineRef.current?.update(spec);
  });

  return (
    <Frame ref={frameRef} $height={height} role="region" aria-label={label}>
      <Canvas ref={canvasRef} />
      {state === 'loading' && <Note>{MAP_MESSAGES.loading}</Note>}
      {state === 'failed' && <Note>{MAP_MESSAGES.failed}</Note>}
    </Frame>
  );
}
