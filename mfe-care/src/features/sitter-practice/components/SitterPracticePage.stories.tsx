import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { sitterInbox } from '../../../test/fixtures';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner, sitterUser } from '../../../test/users';
import { SitterPracticePage } from './SitterPracticePage';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const { pending, accepted, declined } = sitterInbox();

const meta = {
  title: 'Pet care/SitterPracticePage',
  component: SitterPracticePage,
  decorators: [(Story) => <StoryPlatform route="/dashboard/sitter-practice">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof SitterPracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const inbox = (accept = ok({ request: { ...pending, status: 'accepted', canAnswer: false } })) =>
  withFakeApi(
    {
      ...verifiedProvider('pet_sitter'),
      'GET /api/care/practice/requests': (request: RecordedRequest) =>
        ok({ requests: request.query.get('scope') === 'past' ? [declined] : [pending, accepted] }),
      [`POST /api/care/practice/requests/${pending.id}/accept`]: accept,
      [`POST /api/care/practice/requests/${pending.id}/decline`]: ok({
        request: { ...pending, status: 'declined', canAnswer: false, declineReason: 'Away' },
      }),
    },
    { user: sitterUser },
  );

export const Accept: Story = {
  beforeEach: inbox(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming requests' });
    await expect(within(incoming).getAllByRole('listitem')[1]).toHaveTextContent('+91 90000 11111');
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText('Booking request accepted')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A 409 on accept shows the API's message, in the request and as a toast. */
export const AcceptRefused: Story = {
  beforeEach: inbox(apiError(409, 'conflict', careMessages.overlap)),
  play: async ({ canvas, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming requests' });
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await expect(await within(incoming).findByText(careMessages.overlap)).toBeVisible();
  },
};

/** On a phone, by keyboard: Decline needs a reason. */
export const DeclineOnPhone: Story = {
  beforeEach: inbox(),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming requests' });
    await expectNoSidewaysScroll(canvasElement);
    within(incoming).getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(page.getByRole('dialog', { name: 'Decline this request?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(dialog.getByLabelText('Reason for declining')).toHaveFocus();
    await expect(dialog.getByText('Please give a reason for declining.')).toBeVisible();
    await userEvent.keyboard('Away');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(await page.findByText('Booking request declined')).toBeVisible();
  },
};

export const PastTab: Story = {
  beforeEach: inbox(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Incoming requests' });
    canvas.getByRole('tab', { name: 'Incoming' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('list', { name: 'Past requests' })).toHaveTextContent('Away that week.');
  },
};

export const ProfileMissing: Story = {
  beforeEach: withFakeApi(
    {
      ...verifiedProvider('pet_sitter'),
      'GET /api/care/practice/requests': apiError(403, 'forbidden', careMessages.notSitter),
    },
    { user: sitterUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/profile/pet-sitter',
    );
  },
};

export const NotAPetSitter: Story = {
  beforeEach: withFakeApi({}, { user: petOwner }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This page is for pet sitters/)).toBeVisible();
  },
};
