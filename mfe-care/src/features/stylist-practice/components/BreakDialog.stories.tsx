import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { practice, scheduleId } from '../../../test/stylist-fixtures';
import { BreakDialog } from './BreakDialog';
import { stylistUser } from '../../../test/users';

const base = practice();
const breaksPath = `POST /api/care/stylist-practice/schedules/${scheduleId}/breaks`;

const meta = {
  title: 'Pet care/BreakDialog',
  component: BreakDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { schedule: base.schedules[0]!, onClose: fn() },
} satisfies Meta<typeof BreakDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  beforeEach: withFakeApi({ [breaksPath]: { status: 201, body: base } }, { user: stylistUser }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add break' });
    await expect(dialog).toHaveAccessibleDescription('Monday, 10:00 - 18:00 · 60-minute slots');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Break' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Outside the hours: the API's words on the field. */
export const OutsideTheHours: Story = {
  beforeEach: withFakeApi(
    {
      [breaksPath]: {
        status: 400,
        body: {
          error: {
            code: 'invalid_input',
            message: stylistMessages.breakOutside,
            fields: { startTime: stylistMessages.breakOutside },
          },
        },
      },
    },
    { user: stylistUser },
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Break' }));
    await expect(await dialog.findByText(stylistMessages.breakOutside)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi({ [breaksPath]: apiError(500, 'internal', 'Oops') }, { user: stylistUser }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add Break' }));
    await expect(await dialog.findByText('Could not save your changes. Please try again.')).toBeVisible();
  },
};
