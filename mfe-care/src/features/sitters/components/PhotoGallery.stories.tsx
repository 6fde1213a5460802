import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { asha, photo } from '../../../test/fixtures';
import { PhotoGallery } from './PhotoGallery';

const meta = {
  title: 'Pet care/PhotoGallery',
  component: PhotoGallery,
  args: { photos: [...asha.photos, photo(120), photo(300)], name: 'Asha Rao' },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Asha Rao, photo 4 of 4' })).toBeVisible();
  },
};

export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Photos Available')).toBeVisible();
  },
};
