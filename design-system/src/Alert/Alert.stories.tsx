import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: 'Your booking request was sent to the sitter.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { variant: 'info', title: 'Heads up' } };
export const Success: Story = { args: { variant: 'success', title: 'Request sent' } };

export const Warning: Story = {
  args: {
    variant: 'warning',
    children: 'This veterinarian has 2 holiday(s) in the next 30 days. Holiday dates are not available for booking.',
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Login failed', children: 'Invalid email or password.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  },
};
