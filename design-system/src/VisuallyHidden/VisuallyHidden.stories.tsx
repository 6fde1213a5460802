import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from '../Icon';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Foundations/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IconButtonLabel: Story = {
  render: () => (
    <button type="button">
      <Icon name="bell" />
      <VisuallyHidden>Notifications</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};
