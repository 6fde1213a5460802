import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner, trainerUser } from '../../../test/users';
import { trainerInbox } from '../../../test/trainer-fixtures';
import { toastsOf } from '../../../test/trainer-story-steps';
import { TrainerPracticePage } from './TrainerPracticePage';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const { pending, booked, declined } = trainerInbox();

const meta = {
  title: 'Pet care/TrainerPracticePage',
  component: TrainerPracticePage,
  decorators: [(Story) => <StoryPlatform route="/dashboard/trainer-practice">{Story()}</StoryPlatform>],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
} satisfies Meta<typeof TrainerPracticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const practice = (
  accept = ok({ appointment: { ...pending, status: 'confirmed', canAnswer: false, expiresAt: null } }),
) =>
  withFakeApi(
    {
      ...verifiedProvider('pet_trainer'),
      'GET /api/care/trainer-practice/appointments': (request: RecordedRequest) =>
        ok({ appointments: request.query.get('scope') === 'past' ? [declined] : [pending, booked] }),
      [`POST /api/care/trainer-practice/appointments/${pending.id}/accept`]: accept,
      [`POST /api/care/trainer-practice/appointments/${pending.id}/decline`]: ok({
        appointment: { ...declined, id: pending.id },
      }),
    },
    { user: trainerUser },
  );

export const Accept: Story = {
  beforeEach: practice(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming sessions' });
    await expect(within(incoming).getAllByRole('listitem')[1]).toHaveTextContent('+91 90000 11111');
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await expect(await toastsOf(canvasElement).findByText('Training session accepted')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A 409 on accept (the request expired meanwhile) shows the API's message in the session and as a toast. */
export const AcceptRefused: Story = {
  beforeEach: practice(apiError(409, 'conflict', trainerMessages.expired)),
  play: async ({ canvas, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming sessions' });
    await userEvent.click(within(incoming).getByRole('button', { name: 'Accept' }));
    await expect(await within(incoming).findByText(trainerMessages.expired)).toBeVisible();
  },
};

/** On a phone, by keyboard: Decline needs a reason. */
export const DeclineOnPhone: Story = {
  beforeEach: practice(),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const incoming = await canvas.findByRole('list', { name: 'Incoming sessions' });
    await expectNoSidewaysScroll(canvasElement);
    within(incoming).getByRole('button', { name: 'Decline' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Decline this training request?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(dialog.getByLabelText('Reason for declining')).toHaveFocus();
    await userEvent.keyboard('Fully booked');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(await toastsOf(canvasElement).findByText('Training session declined')).toBeVisible();
  },
};

export const PastTab: Story = {
  beforeEach: practice(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('list', { name: 'Incoming sessions' });
    canvas.getByRole('tab', { name: 'Incoming' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('list', { name: 'Past sessions' })).toHaveTextContent(
      'Fully booked that week.',
    );
  },
};

export const ProfileMissing: Story = {
  beforeEach: withFakeApi(
    {
      ...verifiedProvider('pet_trainer'),
      'GET /api/care/trainer-practice/appointments': apiError(403, 'forbidden', trainerMessages.notTrainer),
    },
    { user: trainerUser },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/profile/pet-trainer',
    );
  },
};

export const NotAPetTrainer: Story = {
  beforeEach: withFakeApi({}, { user: petOwner }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This page is for pet trainers/)).toBeVisible();
  },
};

export const Guest: Story = {
  beforeEach: withFakeApi({}, { user: null }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};
