import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { daySlots } from '../../../test/stylist-fixtures';
import { slotKeyOf, StylistSlotsField } from './StylistSlotsField';

const slots = daySlots();

const meta = {
  title: 'Pet care/StylistSlotsField',
  component: StylistSlotsField,
  args: {
    date: '2026-12-03',
    slots,
    loading: false,
    failed: false,
    onRetry: fn(),
    selected: null,
    onSelect: fn(),
  },
} satisfies Meta<typeof StylistSlotsField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slots: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('December 3, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '14:00 - 15:00' }));
    await expect(args.onSelect).toHaveBeenCalledWith(slotKeyOf(slots.slots[2]!));
  },
};

export const Chosen: Story = {
  args: { selected: slotKeyOf(slots.slots[0]!) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '10:00 - 11:00' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NoDate: Story = {
  args: { date: null, slots: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a date to see the free time slots.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { slots: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(stylistMessages.loadingSlots);
  },
};

export const FullyBooked: Story = {
  args: { slots: daySlots('2026-12-03', []) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(stylistMessages.noSlots)).toBeVisible();
    await expect(canvas.getByText('Every slot of this day is booked or falls in a break.')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { slots: undefined, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(stylistMessages.loadSlotsFailed);
  },
};

export const SlotRequired: Story = {
  args: { error: stylistMessages.slot },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(stylistMessages.slot);
  },
};
