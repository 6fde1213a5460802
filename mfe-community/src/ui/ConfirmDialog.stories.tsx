import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { platformMeta } from '../test/story-platform';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Community/ui/ConfirmDialog',
  component: ConfirmDialog,
  ...platformMeta({ viewports: true }),
  args: {
    title: 'Delete this post?',
    description: 'Its comments, likes and photos go with it. This cannot be undone.',
    confirmLabel: 'Delete post',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (element: HTMLElement) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name: 'Delete this post?' }));

export const Confirm: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(dialogOf(canvasElement).getByRole('button', { name: 'Delete post' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const CancelOnPhone: Story = {
  globals: onPhone,
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(dialogOf(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(dialogOf(canvasElement).getByRole('button', { name: 'Delete post' })).toBeDisabled();
  },
};
