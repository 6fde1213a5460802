import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Photo } from './Photo';

/** A stand-in photo drawn in SVG (stories have no API); the real ones come from /api/images. */
const drawn =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#FDBA8C"/><circle cx="200" cy="150" r="80" fill="#9A3412"/></svg>',
  );

const meta = {
  title: 'Data display/Photo',
  component: Photo,
  args: { alt: 'Bruno, a beagle', fallback: { kind: 'species', species: 'dog' } },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Photo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhoto: Story = {
  args: { src: drawn },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Bruno, a beagle' });
    await expect(img.getAttribute('loading')).toBe('lazy');
    await expect(img.getAttribute('decoding')).toBe('async');
  },
};

/** Stored widths make `srcset`; the box keeps its 4:3 size before anything loads. */
export const StoredImage: Story = {
  args: { image: { id: 'AAAAAAAAAAAAAAAAAAAAAA', widths: [320, 640] }, fallback: { kind: 'species', species: 'cat' } },
  play: async ({ canvasElement, canvas }) => {
    // There is no API in Storybook: the photo fails to load and the cat drawing takes its place, same box.
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Bruno, a beagle' }).tagName).toBe('SPAN'));
    const box = canvasElement.querySelector('span')!.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(180);
  },
};

export const SpeciesFallbacks: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8, width: 600 }}>
      {['dog', 'cat', 'bird', 'rabbit', 'other'].map((species) => (
        <Photo key={species} alt={`No photo (${species})`} fallback={{ kind: 'species', species }} ratio={1} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};

export const InitialsFallback: Story = {
  args: { alt: 'Dr. Asha Rao', fallback: { kind: 'initials', name: 'Asha Rao' }, ratio: 1, shape: 'circle' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Dr. Asha Rao' })).toHaveTextContent('AR');
  },
};

export const ProductFallback: Story = {
  args: { alt: 'Chew toy', fallback: { kind: 'product' } },
};

/** A photo whose address fails shows the fallback instead of a broken image. */
export const BrokenPhoto: Story = {
  args: { src: '/missing.webp', alt: 'Lost cat near the park', fallback: { kind: 'species', species: 'cat' } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lost cat near the park' }).tagName).toBe('SPAN'));
  },
};
