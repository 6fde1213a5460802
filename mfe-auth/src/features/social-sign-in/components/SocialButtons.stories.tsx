import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { inFormColumn } from '../../../test/story-platform';
import { SocialButtons } from './SocialButtons';

const meta = {
  title: 'Accounts/Social/SocialButtons',
  component: SocialButtons,
  // The page would leave for the provider; here `go` only records where to.
  args: { mode: 'login', go: fn() },
  decorators: [inFormColumn],
} satisfies Meta<typeof SocialButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
  },
};

/** The clicked button shows a spinner and both are disabled until the page is gone. */
export const LoadingGoogle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.go).toHaveBeenCalledWith('/api/auth/oidc/google/start?mode=login');
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(google).toBeDisabled();
    await expect(google).toHaveAttribute('aria-busy', 'true');
    const facebook = canvas.getByRole('button', { name: 'Continue with Facebook' });
    await expect(facebook).toBeDisabled();
    await expect(facebook).not.toHaveAttribute('aria-busy');
  },
};

export const LoadingFacebookInSignup: Story = {
  args: { mode: 'signup' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.go).toHaveBeenCalledWith('/api/auth/oidc/facebook/start?mode=signup');
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The page could not leave: the spec's toast, and the buttons work again. */
export const StartFailed: Story = {
  args: {
    go: fn(() => {
      throw new Error('Navigation blocked');
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText('Failed to login with Facebook: Navigation blocked')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Facebook' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};
