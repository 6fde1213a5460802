import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryPlatform, stubApi } from '../../../test/story-platform';
import { AddCardForm } from './AddCardForm';

// The card fields live in the payment provider's element (an iframe on its origin, decision 051), which a
// story cannot serve: these stories show the form around it, with no element configured.
const meta = {
  title: 'Accounts/AddCardForm',
  component: AddCardForm,
  args: { onSubmit: fn() },
  beforeEach: () =>
    stubApi({ 'GET /api/auth/payment-methods/card-entry': { status: 200, body: { kind: 'unavailable' } } }),
  decorators: [
    (Story) => (
      <StoryPlatform>
        <div style={{ maxWidth: '28rem' }}>{Story()}</div>
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof AddCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoElement: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Cards cannot be added right now. Please try again later.')).toBeVisible();
    await expect(canvas.queryByLabelText('Card number')).toBeNull();
  },
};

export const Declined: Story = {
  args: { error: 'Your card was declined.' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveTextContent('Your card was declined.');
    await expect(banner).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Card' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
