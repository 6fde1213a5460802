import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ScheduleBlock, type ScheduleBlockData } from './ScheduleBlock';

const monday: ScheduleBlockData = {
  id: 'schedule-monday',
  startTime: '10:00',
  endTime: '18:00',
  slotDurationMinutes: 60,
  isAvailable: true,
  breaks: [{ id: 'break-lunch', startTime: '13:00', endTime: '14:00', reason: '' }],
};
const saturday: ScheduleBlockData = { ...monday, id: 'schedule-saturday', isAvailable: false, breaks: [] };

const meta = {
  title: 'Forms/ScheduleBlock',
  component: ScheduleBlock,
  decorators: [(Story) => <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>{Story()}</ul>],
  args: {
    schedule: monday,
    busy: false,
    onEdit: fn(),
    onRemove: fn(),
    onAddBreak: fn(),
    onRemoveBreak: fn(),
  },
} satisfies Meta<typeof ScheduleBlock<ScheduleBlockData>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreak: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit 10:00 - 18:00 · 60-minute slots' }));
    await expect(args.onEdit).toHaveBeenCalledWith(monday);
    await userEvent.click(canvas.getByRole('button', { name: 'Add break to 10:00 - 18:00 · 60-minute slots' }));
    await expect(args.onAddBreak).toHaveBeenCalledWith(monday);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove break 13:00 - 14:00' }));
    await expect(args.onRemoveBreak).toHaveBeenCalledWith(monday.breaks[0]!.id);
  },
};

export const ClosedForBookings: Story = {
  args: { schedule: saturday },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed for bookings')).toBeVisible();
    await expect(canvas.getByText('No breaks.')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove 10:00 - 18:00 · 60-minute slots' })).toBeDisabled();
  },
};
