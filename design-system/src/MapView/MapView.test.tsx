import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test-utils/api-server';
import { ok } from '../test-utils/fake-fetch';
import { renderWithTheme } from '../test-utils/render';
import { MapView } from './MapView';

const tiles = { url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: 'Tiles © Test & Co', maxZoom: 19 };
const clinics = [
  { id: 'a', lat: 19.07, lng: 72.87, label: 'Bandra Animal Hospital' },
  { id: 'b', lat: 19.1, lng: 72.9, label: 'Powai Pet Emergency' },
];

describe('MapView', () => {
  it('is a labelled region of fixed height whose markers are named like their results', async () => {
    renderWithTheme(<MapView label="Map of emergency clinics" markers={clinics} tiles={tiles} height="20rem" />);
    const region = screen.getByRole('region', { name: 'Map of emergency clinics' });
    expect(getComputedStyle(region).height).toBe('20rem');
    expect(await screen.findByRole('img', { name: 'Bandra Animal Hospital' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Powai Pet Emergency' })).toBeTruthy();
    expect(screen.queryByText('Loading the map...')).toBeNull();
  });

  it('takes tiles from the template and credits them, escaped', async () => {
    const { container } = renderWithTheme(<MapView label="Map" markers={clinics} tiles={tiles} />);
    await screen.findByRole('img', { name: 'Bandra Animal Hospital' });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^http:\/\/tiles\.test\/\d+\/\d+\/\d+\.png$/,
    );
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('Tiles © Test & Co');
  });

  it('asks the API where the tiles are when none are given', async () => {
    const requests = stubApi({ 'GET /api/auth/location/tiles': ok(tiles) });
    const { container } = renderWithTheme(<MapView label="Map" markers={clinics} />);
    await screen.findByRole('img', { name: 'Powai Pet Emergency' });
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(requests.map((request) => request.path)).toContain('/api/auth/location/tiles');
  });

  it('calls onSelect when a marker is clicked', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<MapView label="Map" markers={[{ ...clinics[0]!, onSelect }]} tiles={tiles} />);
    fireEvent.click(await screen.findByRole('img', { name: 'Bandra Animal Hospital' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a named draggable pin and follows it when the page moves it', async () => {
    const onMove = vi.fn();
    const { rerender } = renderWithTheme(
      <MapView
        label="Pick the place"
        pin={{ lat: 52.497, lng: 13.438, label: 'Report location', onMove }}
        tiles={tiles}
      />,
    );
    const pin = await screen.findByRole('img', { name: 'Report location' });
    expect(pin.classList.contains('leaflet-marker-draggable')).toBe(true);
    rerender(<MapView label="Pick the place" pin={{ lat: 52.5, lng: 13.4, onMove }} tiles={tiles} />);
    expect(await screen.findByRole('img', { name: 'Pin at 52.500, 13.400' })).toBe(pin);
  });

  describe('below the fold', () => {
    let reveal: () => void = () => undefined;
    let observed: Element | null = null;
    afterEach(() => vi.unstubAllGlobals());

    it('loads Leaflet and the tiles only when its box comes near the window', async () => {
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(private readonly callback: IntersectionObserverCallback) {}
          observe(element: Element) {
            observed = element;
            reveal = () => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
          }
          disconnect() {}
        },
      );
      const { container } = renderWithTheme(<MapView label="Map" markers={clinics} tiles={tiles} height="20rem" />);
      const region = screen.getByRole('region', { name: 'Map' });
      expect(getComputedStyle(region).height).toBe('20rem');
      expect(screen.getByText('Loading the map...')).toBeTruthy();
      // Nothing is drawn (nor Leaflet imported) while the box is out of view: the page's first load carries no map.
      expect(observed).toBe(region);
      await act(async () => undefined);
      expect(container.querySelector('.leaflet-container')).toBeNull();

      act(() => reveal());
      expect(await screen.findByRole('img', { name: 'Bandra Animal Hospital' })).toBeTruthy();
      await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
      expect(screen.queryByText('Loading the map...')).toBeNull();
    });
  });
});
