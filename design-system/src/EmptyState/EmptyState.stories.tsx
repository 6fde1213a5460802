import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No notifications yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const Full: Story = {
  args: {
    title: 'No Pet Sitters Found',
    description: 'Try a different location or date.',
    icon: <Icon name="paw" size={28} />,
    action: <Button variant="outline">Change search</Button>,
  },
};
