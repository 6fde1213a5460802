import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScheduleInput, StylistScheduleInput, vetMessages } from '@petpal/contracts';
import { expect, fn, waitFor, within } from 'storybook/test';
import type * as z from 'zod/mini';
import type { FieldErrors } from '../forms/field-errors';
import { ScheduleDialog, type ScheduleValues } from './ScheduleDialog';

const nineToFive: ScheduleValues = {
  dayOfWeek: 'tuesday',
  scheduleDate: '',
  startTime: '09:00',
  endTime: '17:00',
  slotDurationMinutes: '60',
  isAvailable: true,
};

const weekly = ({
  dayOfWeek,
  startTime,
  endTime,
  slotDurationMinutes,
  isAvailable,
}: ScheduleValues): Record<string, unknown> => ({
  dayOfWeek,
  startTime,
  endTime,
  slotDurationMinutes: Number(slotDurationMinutes),
  isAvailable,
});

/** Each story's own contract (the vet's or the stylist's). */
type Contract = z.ZodMiniType<unknown, Record<string, unknown>>;

const meta = {
  title: 'Forms/ScheduleDialog',
  component: ScheduleDialog<Contract>,
  args: {
    initial: nineToFive,
    onClose: fn(),
    title: 'Add hours',
    formLabel: 'Add hours',
    day: 'weekday',
    contract: StylistScheduleInput,
    toInput: weekly,
    slotLength: { min: 15, hint: 'Each booking takes one slot: 15 to 240 minutes, in steps of 5.' },
    submitLabel: 'Save Hours',
    saving: false,
    onSave: fn(async (): Promise<FieldErrors | undefined> => undefined),
  },
} satisfies Meta<typeof ScheduleDialog<Contract>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Weekly hours: the contract's output goes to the owner, who closes the dialog. */
export const Weekday: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog.getByRole('form', { name: 'Add hours' })).toBeVisible();
    await expect(dialog.getByLabelText('Day')).toHaveValue('tuesday');
    await userEvent.click(dialog.getByLabelText('Open for bookings'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        dayOfWeek: 'tuesday',
        startTime: '09:00',
        endTime: '17:00',
        slotDurationMinutes: 60,
        isAvailable: false,
      }),
    );
  },
};

/** Hours on one date (the vet's), with the contract's check that the end comes after the start. */
export const OnADate: Story = {
  args: {
    title: 'Add date-specific schedule',
    formLabel: undefined,
    day: 'date',
    contract: ScheduleInput,
    toInput: (values: ScheduleValues) => ({ ...weekly(values), dayOfWeek: null, scheduleDate: values.scheduleDate }),
    slotLength: { min: 5 },
    submitLabel: 'Save Schedule',
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Date'), '2026-12-12');
    await userEvent.clear(dialog.getByLabelText('End time'));
    await userEvent.type(dialog.getByLabelText('End time'), '08:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Schedule' }));
    await expect(dialog.getByText(vetMessages.timeRange)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The API refused: its words above the fields, the dialog stays open. */
export const Refused: Story = {
  args: { onSave: fn(async (): Promise<FieldErrors | undefined> => ({ form: 'Could not save your changes.' })) },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save Hours' }));
    await expect(await dialog.findByText('Could not save your changes.')).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
