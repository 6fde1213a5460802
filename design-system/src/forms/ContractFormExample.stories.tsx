import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractFormExample } from './ContractFormExample';

const meta = {
  title: 'Forms/Contract form',
  component: ContractFormExample,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ContractFormExample>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RefusedByTheContract: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RefusedByTheApi: Story = {
  args: { apiErrors: { password: 'Password must be at least 6 characters', form: 'Some fields need attention.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Some fields need attention.')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const FixedAfterARefusal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    // Once refused, each field is rechecked as it changes.
    await userEvent.type(canvas.getByLabelText('Email'), 'ann@example.com');
    await waitFor(() => expect(canvas.queryByText('Please enter a valid email')).toBeNull());
    await userEvent.type(canvas.getByLabelText('Password'), 'secret-word');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-word' }),
    );
  },
};
