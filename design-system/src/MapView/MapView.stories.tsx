import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MapView } from './MapView';
import type { MapPoint } from './map-types';

/** No tile server here: this template answers 404, so the stories show the markers on the map's blank ground. */
const tiles = { url: '/no-tiles-in-stories/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors', maxZoom: 19 };

const meta = {
  title: 'Data display/MapView',
  component: MapView,
  args: {
    label: 'Map of emergency clinics',
    tiles,
    markers: [
      { id: 'a', lat: 19.0596, lng: 72.8295, label: 'Bandra Animal Hospital' },
      { id: 'b', lat: 19.1176, lng: 72.906, label: 'Powai Pet Emergency' },
      { id: 'c', lat: 18.9388, lng: 72.8354, label: 'Fort Veterinary Clinic' },
    ],
  },
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Markers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Map of emergency clinics' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Bandra Animal Hospital' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Powai Pet Emergency' })).toBeVisible();
  },
};

export const ReportWithAlertRadius: Story = {
  args: {
    label: 'Map of the report location',
    markers: [{ id: 'r', lat: 52.497, lng: 13.438, label: 'Lost: Bruno' }],
    circle: { lat: 52.497, lng: 13.438, radiusKm: 5 },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: 'Lost: Bruno' })).toBeVisible();
    await expect(canvasElement.querySelector('path.leaflet-interactive, .leaflet-overlay-pane path')).not.toBeNull();
  },
};

function Picker() {
  const [point, setPoint] = useState<MapPoint>({ lat: 18.5204, lng: 73.8567 });
  return (
    <div>
      <MapView
        label="Choose the place on the map"
        tiles={tiles}
        pin={{ ...point, label: 'Report location', onMove: setPoint }}
      />
      <p>
        Chosen: {point.lat.toFixed(4)}, {point.lng.toFixed(4)}
      </p>
    </div>
  );
}

export const LocationPicker: Story = {
  render: () => <Picker />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Report location' })).toBeVisible();
    await expect(canvas.getByText('Chosen: 18.5204, 73.8567')).toBeVisible();
  },
};
