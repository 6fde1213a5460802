import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { drRao } from '../../../test/fixtures';
import { StoryPlatform } from '../../../test/story-platform';
import { VetIdentity } from './VetPortrait';

/** A stand-in portrait drawn in SVG (stories have no API); the real ones come from /api/images. */
const drawn =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#FDBA8C"/><circle cx="50" cy="40" r="22" fill="#9A3412"/></svg>',
  );

const meta = {
  title: 'Vet booking/VetIdentity',
  component: VetIdentity,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { vet: drRao },
} satisfies Meta<typeof VetIdentity>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where the owner books: the vet's photo beside their name and place. */
export const WithPhoto: Story = {
  args: { vet: { ...drRao, profileImageUrl: drawn } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Dr. Asha Rao')).toBeVisible();
    await expect(canvas.getByText('Bengaluru, Karnataka')).toBeVisible();
    const img = canvasElement.querySelector('img');
    await expect(img?.getAttribute('src')).toBe(drawn);
    // Decorative: the name beside it says who.
    await expect(img?.getAttribute('alt')).toBe('');
    await waitFor(() => expect(img?.complete && img.naturalWidth > 0).toBe(true));
  },
};

/** No photo yet: the vet's initials on a disc of their own colour. */
export const Initials: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByText('AR')).toBeVisible();
    await expect(canvas.getByText('Dr. Asha Rao')).toBeVisible();
  },
};
