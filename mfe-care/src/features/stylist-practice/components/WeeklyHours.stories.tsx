import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { practice, scheduleId } from '../../../test/stylist-fixtures';
import { WeeklyHours } from './WeeklyHours';
import { stylistUser } from '../../../test/users';

const base = practice();

const meta = {
  title: 'Pet care/WeeklyHours',
  component: WeeklyHours,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  args: { schedules: base.schedules },
} satisfies Meta<typeof WeeklyHours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  beforeEach: withFakeApi(
    { [`DELETE /api/care/stylist-practice/breaks/*`]: ok({ ...base, schedules: [] }) },
    { user: stylistUser },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Saturday hours' })).toHaveTextContent('Closed for bookings');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove break 13:00 - 14:00' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Break removed')).toBeVisible();
  },
};

/** A removal the API refuses says why in a toast. */
export const RemoveRefused: Story = {
  beforeEach: withFakeApi(
    {
      [`DELETE /api/care/stylist-practice/schedules/${scheduleId}`]: apiError(
        404,
        'not_found',
        'We could not find that schedule.',
      ),
    },
    { user: stylistUser },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 10:00 - 18:00 · 60-minute slots' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('We could not find that schedule.'),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  args: { schedules: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Closed.')).toHaveLength(7);
  },
};
