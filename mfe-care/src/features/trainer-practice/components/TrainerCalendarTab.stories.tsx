import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { trainerCalendar } from '../../../test/trainer-fixtures';
import { trainerUser } from '../../../test/users';
import { TrainerCalendarTab } from './TrainerCalendarTab';

const calendar = trainerCalendar();

const meta = {
  title: 'Pet care/TrainerCalendarTab',
  component: TrainerCalendarTab,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
} satisfies Meta<typeof TrainerCalendarTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trainer's week with its break; adding Tuesday hours saves them and says so. */
export const AddHours: Story = {
  beforeEach: withFakeApi(
    {
      'GET /api/care/trainer-practice': ok(calendar),
      'POST /api/care/trainer-practice/schedules': ok(calendar),
    },
    { user: trainerUser },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByRole('list', { name: 'Monday hours' })).toHaveTextContent('Break 11:00 - 12:00');
    await expect(canvas.getByText('Times in Asia/Kolkata')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Tuesday' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Save Hours' }));
    await expect(await body.findByText('Hours added')).toBeVisible();
  },
};

/** Hours outside 09:00-20:00 are refused with the contract's words before anything is sent. */
export const HoursOutsideTheDay: Story = {
  beforeEach: withFakeApi(
    {
      'GET /api/care/trainer-practice': ok(calendar),
      'POST /api/care/trainer-practice/schedules': apiError(400, 'invalid', trainerMessages.scheduleTime),
    },
    { user: trainerUser },
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add hours on Tuesday' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const end = within(dialog).getByLabelText('End time');
    await userEvent.clear(end);
    await userEvent.type(end, '21:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Hours' }));
    await expect(await within(dialog).findByText(trainerMessages.scheduleTime)).toBeVisible();
  },
};
