import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryPlatform, stubApi } from '../../../test/story-platform';
import { SocialSignIn } from './SocialSignIn';

/** The Google / Facebook part of /login and /signup as the provider's callback leaves it. */
const meta = {
  title: 'Accounts/Social/SocialSignIn',
  component: SocialSignIn,
  args: { mode: 'login' },
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner above the buttons (the toasts are alerts too). */
const bannerTitled = async (canvas: { findByText(text: string): Promise<HTMLElement> }, title: string) =>
  (await canvas.findByText(title)).closest('[role="alert"]');

const at = (route: string): Decorator[] => [
  (Story) => (
    <StoryPlatform route={route}>
      <div style={{ maxWidth: '26rem' }}>{Story()}</div>
    </StoryPlatform>
  ),
];

export const AuthenticationFailed: Story = {
  decorators: at('/login?error=google&stage=callback&message=Access%20was%20denied.'),
  play: async ({ canvas, canvasElement }) => {
    const banner = await bannerTitled(canvas, 'Google sign-in failed');
    await expect(banner).toHaveTextContent('Access was denied.');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Google authentication failed: Access was denied.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  },
};

export const CouldNotStart: Story = {
  args: { mode: 'signup' },
  decorators: at('/signup?error=facebook&stage=start&message=Unavailable.'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await bannerTitled(canvas, 'Facebook sign-in failed')).toHaveTextContent('Unavailable.');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Failed to signup with Facebook: Unavailable.'),
    ).toBeVisible();
  },
};

export const SignedUpWithGoogle: Story = {
  args: { mode: 'signup' },
  decorators: at('/signup?signedIn=google&new=1'),
  beforeEach: () =>
    stubApi({
      'GET /api/auth/session': { status: 200, body: { user: { id: 'u1', email: 'ana@petpal.demo', role: 'none' } } },
    }),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Signed up successfully with Google!'),
    ).toBeVisible();
    await expect(canvas.queryByText('Google sign-in failed')).toBeNull();
  },
};
