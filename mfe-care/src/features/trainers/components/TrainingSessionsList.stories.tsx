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
import { inPerson, ownerSession } from '../../../test/trainer-fixtures';
import { toastsOf } from '../../../test/trainer-story-steps';
import { TrainingSessionsList } from './TrainingSessionsList';
import { trainerUser } from '../../../test/users';
import { verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';

const pending = ownerSession();
const confirmed = ownerSession({ ...inPerson, id: 'f10000000000000000000002', sessionType: 'Agility' });
const declined = ownerSession({
  id: 'f10000000000000000000003',
  status: 'declined',
  paymentStatus: 'cancelled',
  declineReason: 'Fully booked that week.',
  expiresAt: null,
  canCancel: false,
});

const meta = {
  title: 'Pet care/TrainingSessionsList',
  component: TrainingSessionsList,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { part: 'upcoming' },
} satisfies Meta<typeof TrainingSessionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const sessions = withFakeApi({
  'GET /api/care/training-appointments': (request: RecordedRequest) =>
    ok({ appointments: request.query.get('scope') === 'past' ? [declined] : [pending, confirmed] }),
  [`POST /api/care/training-appointments/${pending.id}/cancel`]: ok({
    appointment: { ...pending, status: 'cancelled', canCancel: false },
  }),
});

export const Cancel: Story = {
  beforeEach: sessions,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const upcoming = await canvas.findByRole('list', { name: 'Upcoming training sessions' });
    await expect(canvas.queryByRole('list', { name: 'Past training sessions' })).toBeNull();
    await userEvent.click(within(upcoming).getAllByRole('button', { name: 'Cancel' })[0]!);
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cancel this training session?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel Session' }));
    await expect(await toastsOf(canvasElement).findByText(trainerMessages.cancelled)).toBeVisible();
  },
};

/** The Past tab: declined and finished sessions, nothing upcoming. */
export const Past: Story = {
  args: { part: 'past' },
  beforeEach: sessions,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Past training sessions' })).toHaveTextContent('Declined');
    await expect(canvas.queryByRole('list', { name: 'Upcoming training sessions' })).toBeNull();
  },
};

export const Phone: Story = {
  beforeEach: sessions,
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('list', { name: 'Upcoming training sessions' })).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NothingUpcoming: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/training-appointments': ok({ appointments: [] }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No upcoming training sessions.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi({ 'GET /api/care/training-appointments': apiError(500, 'internal', 'Oops') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getAllByText(trainerMessages.loadAppointmentsFailed)[0]).toBeVisible();
  },
};

export const ForAPetTrainer: Story = {
  beforeEach: withFakeApi(verifiedProvider('pet_trainer'), { user: trainerUser }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Manage Training Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/trainer-practice',
    );
  },
};
