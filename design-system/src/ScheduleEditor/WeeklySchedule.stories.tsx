import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Weekday } from '@petpal/contracts';
import { expect, fn } from 'storybook/test';
import type { ScheduleBlockData } from './ScheduleBlock';
import { WeeklySchedule } from './WeeklySchedule';

type WeeklyBlock = ScheduleBlockData & { dayOfWeek: Weekday };

const block = (id: string, dayOfWeek: Weekday, startTime: string, endTime: string): WeeklyBlock => ({
  id,
  dayOfWeek,
  startTime,
  endTime,
  slotDurationMinutes: 30,
  isAvailable: true,
  breaks: [],
});

const meta = {
  title: 'Forms/WeeklySchedule',
  component: WeeklySchedule<WeeklyBlock>,
  args: {
    intro: 'Owners can book slots inside these hours, except in breaks and on holidays.',
    schedules: [block('afternoon', 'monday', '14:00', '18:00'), block('morning', 'monday', '09:00', '12:00')],
    busy: false,
    onAddHours: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onAddBreak: fn(),
    onRemoveBreak: fn(),
  },
} satisfies Meta<typeof WeeklySchedule<WeeklyBlock>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const monday = canvas.getByRole('list', { name: 'Monday hours' });
    await expect(monday.firstElementChild).toHaveAccessibleName('09:00 - 12:00 · 30-minute slots');
    await expect(canvas.getAllByText('Closed.')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Add hours on Sunday' }));
    await expect(args.onAddHours).toHaveBeenCalledWith('sunday');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 14:00 - 18:00 · 30-minute slots' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.schedules[0], 'monday');
  },
};
