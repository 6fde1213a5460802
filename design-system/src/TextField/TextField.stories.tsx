import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'sam@petpal.test');
    await expect(input).toHaveValue('sam@petpal.test');
  },
};

export const WithHint: Story = { args: { hint: 'We send booking confirmations here.' } };

export const WithError: Story = {
  args: { error: 'Please enter a valid email address.', defaultValue: 'sam@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'sam@petpal.test' } };
