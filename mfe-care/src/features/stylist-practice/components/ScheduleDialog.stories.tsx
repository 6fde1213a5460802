import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { practice, scheduleId } from '../../../test/stylist-fixtures';
import { ScheduleDialog } from './ScheduleDialog';
import { stylistUser } from '../../../test/users';

const base = practice();

const meta = {
  title: 'Pet care/ScheduleDialog',
  component: ScheduleDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { target: { weekday: 'tuesday', schedule: null }, onClose: fn() },
} satisfies Meta<typeof ScheduleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

export const Add: Story = {
  beforeEach: withFakeApi(
    { 'POST /api/care/stylist-practice/schedules': { status: 201, body: base } },
    { user: stylistUser },
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByLabelText('Day')).toHaveValue('tuesday');
    await expect(dialog.getByLabelText(/^Slot length/)).toHaveValue(60);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** Editing Monday's hours: closed for bookings for now (PUT). */
export const Edit: Story = {
  args: { target: { weekday: 'monday', schedule: base.schedules[0]! } },
  beforeEach: withFakeApi(
    { [`PUT /api/care/stylist-practice/schedules/${scheduleId}`]: ok(base) },
    { user: stylistUser },
  ),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByLabelText('Start time')).toHaveValue('10:00');
    await userEvent.click(dialog.getByLabelText('Open for bookings'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const Invalid: Story = {
  beforeEach: withFakeApi({}, { user: stylistUser }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText(/^Slot length/));
    await userEvent.type(dialog.getByLabelText(/^Slot length/), '7');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await expect(dialog.getByText(stylistMessages.slotDuration)).toBeVisible();
  },
};

export const Failed: Story = {
  beforeEach: withFakeApi(
    { 'POST /api/care/stylist-practice/schedules': apiError(500, 'internal', 'Oops') },
    { user: stylistUser },
  ),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await expect(await dialog.findByText('Could not save your changes. Please try again.')).toBeVisible();
  },
};
