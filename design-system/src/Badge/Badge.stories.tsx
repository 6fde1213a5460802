import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Obedience' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Info: Story = { args: { variant: 'info', children: 'Teleconsultation' } };
export const Success: Story = { args: { variant: 'success', children: 'Confirmed' } };
export const Warning: Story = { args: { variant: 'warning', children: 'Pending' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Cancelled' } };
