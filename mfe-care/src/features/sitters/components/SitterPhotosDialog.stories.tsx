import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { asha, ravi } from '../../../test/fixtures';
import { SitterPhotosDialog } from './SitterPhotosDialog';

const meta = {
  title: 'Pet care/SitterPhotosDialog',
  component: SitterPhotosDialog,
  args: { sitter: asha, onClose: fn() },
} satisfies Meta<typeof SitterPhotosDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Photos of Asha Rao' });
    await expect(within(dialog).getAllByRole('img')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const NoPhotos: Story = {
  args: { sitter: ravi },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Photos of Ravi Kumar' });
    await expect(within(dialog).getByText('No Photos Available')).toBeVisible();
  },
};
