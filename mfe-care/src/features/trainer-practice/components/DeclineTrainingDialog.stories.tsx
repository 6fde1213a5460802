import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { trainerSession } from '../../../test/trainer-fixtures';
import { DeclineTrainingDialog } from './DeclineTrainingDialog';
import { trainerUser } from '../../../test/users';

const appointment = trainerSession();

const meta = {
  title: 'Pet care/DeclineTrainingDialog',
  component: DeclineTrainingDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { appointment, onClose: fn() },
} satisfies Meta<typeof DeclineTrainingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Decline this training request?' }));

export const Decline: Story = {
  beforeEach: withFakeApi(
    {
      [`POST /api/care/trainer-practice/appointments/${appointment.id}/decline`]: ok({
        appointment: { ...appointment, status: 'declined', canAnswer: false, declineReason: 'Fully booked.' },
      }),
    },
    { user: trainerUser },
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(dialog.getByLabelText('Reason for declining')).toHaveAccessibleDescription(
      expect.stringContaining(trainerMessages.declineReason),
    );
    await userEvent.type(dialog.getByLabelText('Reason for declining'), 'Fully booked.');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const AlreadyAnswered: Story = {
  beforeEach: withFakeApi(
    {
      [`POST /api/care/trainer-practice/appointments/${appointment.id}/decline`]: apiError(
        409,
        'conflict',
        trainerMessages.alreadyDecided,
      ),
    },
    { user: trainerUser },
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Reason for declining'), 'Away');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline Request' }));
    await expect(await dialog.findByText(trainerMessages.alreadyDecided)).toBeVisible();
  },
};
