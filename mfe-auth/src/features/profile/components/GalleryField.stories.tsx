import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PROVIDER_GALLERY_MAX } from '@petpal/contracts';
import { GalleryField } from './GalleryField';

const address = (n: number) => `/api/images/gallery${String(n).padStart(15, '0')}/1280`;

/** The field with its own state, as the profile form holds it. */
function Gallery({ start, error }: { start: readonly string[]; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <GalleryField
      label="Gallery (optional)"
      hint="Photos of your work with pets: JPEG, PNG or WebP, up to 15 MB each, up to 10."
      value={value}
      error={error}
      onChange={(next) => setValue(next)}
    />
  );
}

const meta = {
  title: 'Accounts/GalleryField',
  component: Gallery,
  args: { start: [address(1), address(2)] },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gallery = canvas.getByRole('group', { name: 'Gallery (optional)' });
    await expect(within(gallery).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(gallery).getByRole('img', { name: 'Gallery photo 1' })).toHaveAttribute(
      'src',
      address(1).replace(/1280$/, '320'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove gallery photo 1' }));
    await expect(within(gallery).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByLabelText('Add a photo')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { start: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
    await expect(canvas.getByLabelText('Add a photo')).toBeVisible();
  },
};

export const Full: Story = {
  args: { start: Array.from({ length: PROVIDER_GALLERY_MAX }, (_, n) => address(n + 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(`You have added ${PROVIDER_GALLERY_MAX} photos, the most a gallery holds.`),
    ).toBeVisible();
    // The picker is off until a photo goes.
    await expect(canvas.getByLabelText('Add a photo')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Remove gallery photo ${PROVIDER_GALLERY_MAX}` }));
    await expect(canvas.getByLabelText('Add a photo')).toBeEnabled();
  },
};

export const Refused: Story = {
  args: { start: [], error: 'This photo could not be read. Please choose another one.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This photo could not be read. Please choose another one.')).toBeVisible();
  },
};
