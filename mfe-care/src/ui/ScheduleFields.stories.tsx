import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { BOOKING_SERVICE_TYPES, careMessages } from '@petpal/contracts';
import { inDays } from '../test/fixtures';
import type { ScheduleDraft } from '../lib/search-criteria';
import { ScheduleFields, type ScheduleFieldsProps } from './ScheduleFields';

function Controlled(props: ScheduleFieldsProps) {
  const [draft, setDraft] = useState(props.draft);
  return (
    <ScheduleFields
      {...props}
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        props.onChange(next);
      }}
    />
  );
}

const draft: ScheduleDraft = {
  serviceType: 'dog-walking',
  location: 'Bengaluru',
  startDate: inDays(2),
  endDate: inDays(16),
  startTime: '09:00',
  endTime: '17:00',
  scheduleType: 'repeat-weekly',
  daysOfWeek: ['monday'],
};

const meta = {
  title: 'Pet care/ScheduleFields',
  component: ScheduleFields,
  render: (args) => <Controlled {...args} />,
  args: { draft, onChange: fn(), errors: {}, serviceOptions: BOOKING_SERVICE_TYPES, today: inDays(0) },
} satisfies Meta<typeof ScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Walking repeats weekly; another service drops the weekdays (only walking and day care repeat). */
export const WeeklyWalks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const days = canvas.getByRole('group', { name: 'Days of the week' });
    await expect(within(days).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Service'), 'hostel-checkin');
    await expect(canvas.queryByRole('group', { name: 'Days of the week' })).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ serviceType: 'hostel-checkin', scheduleType: 'one-time', daysOfWeek: [] }),
    );
  },
};

export const WithErrors: Story = {
  args: {
    draft: { ...draft, startDate: '', daysOfWeek: [] },
    errors: { startDate: 'Please choose a start date.', daysOfWeek: careMessages.weekdays },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Start date')).toHaveAccessibleDescription('Please choose a start date.');
    await expect(canvas.getByRole('group', { name: 'Days of the week' })).toHaveAccessibleDescription(
      careMessages.weekdays,
    );
  },
};
