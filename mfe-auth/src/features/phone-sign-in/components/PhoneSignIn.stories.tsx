import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryPlatform, stubApi } from '../../../test/story-platform';
import { PhoneSignIn } from './PhoneSignIn';

const sent = { status: 200, body: { sent: true } };
const wrongCode = { status: 400, body: { error: { code: 'code_invalid', message: 'Invalid verification code.' } } };
const signedUp = {
  status: 200,
  body: { user: { id: 'u1', email: '', role: 'none' }, isNewUser: true },
};

/** The whole phone flow against a stubbed API: number, code, errors and the way back. */
const meta = {
  title: 'Accounts/Phone/PhoneSignIn',
  component: PhoneSignIn,
  args: { mode: 'login', onBack: fn() },
  decorators: [
    (Story) => (
      <StoryPlatform route="/login">
        <div style={{ maxWidth: '26rem' }}>{Story()}</div>
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof PhoneSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoginWithAWrongCode: Story = {
  beforeEach: () => stubApi({ 'POST /api/auth/phone/send': sent, 'POST /api/auth/phone/verify': wrongCode }),
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByLabelText('Phone Number'), '+91 98765 43210');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));

    const code = await canvas.findByLabelText('Verification Code');
    await expect(await page.findByText('OTP sent to your phone number')).toBeVisible();
    await expect(canvas.getByText('Enter the 6-digit code we sent to +919876543210.')).toBeVisible();
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Continue' }));
    const form = within(canvas.getByRole('form', { name: 'Verify code' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('OTP verification failed');
    await expect(form.getByRole('alert')).toHaveTextContent('Invalid verification code.');
    await expect(await page.findByText('OTP verification failed: Invalid verification code.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Change Phone Number' }));
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('+919876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to email login' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const SignupSendFailed: Story = {
  args: { mode: 'signup' },
  beforeEach: () =>
    stubApi({
      'POST /api/auth/phone/send': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Please wait a minute before requesting another code.' } },
      },
    }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Phone Number'), '+14155550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
    // The toasts are alerts too: the banner is the one in the form.
    const banner = await within(canvas.getByRole('form', { name: 'Phone sign-in' })).findByRole('alert');
    await expect(banner).toHaveTextContent('Phone sign-in failed');
    await expect(banner).toHaveTextContent('Please wait a minute before requesting another code.');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Failed to send OTP: Please wait a minute before requesting another code.',
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Phone Number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to email sign up' })).toBeVisible();
  },
};

export const SignupSucceeds: Story = {
  args: { mode: 'signup' },
  beforeEach: () => stubApi({ 'POST /api/auth/phone/send': sent, 'POST /api/auth/phone/verify': signedUp }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Phone Number'), '+14155550123');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Verification Code' }));
    await userEvent.type(await canvas.findByLabelText('Verification Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify & Continue' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Signed up successfully!')).toBeVisible();
    // Busy until the page moves on, so the code cannot be sent twice.
    await expect(canvas.getByRole('button', { name: 'Verify & Continue' })).toBeDisabled();
  },
};
