import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { stylistMessages } from '@petpal/contracts';
import { availability, noDates } from '../../../test/stylist-fixtures';
import { StylistDateField } from './StylistDateField';

const meta = {
  title: 'Pet care/StylistDateField',
  component: StylistDateField,
  args: { availability, loading: false, failed: false, onRetry: fn(), date: null, onSelect: fn() },
} satisfies Meta<typeof StylistDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bookable days bold, December 24 and 25 struck through; picking one of them says why it cannot be booked. */
export const Holiday: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, December 24, 2026, holiday' }));
    await expect(canvas.getByText(stylistMessages.holiday)).toBeVisible();
    await expect(args.onSelect).toHaveBeenCalledWith(null);
    await userEvent.click(canvas.getByRole('button', { name: 'Thursday, December 3, 2026, available' }));
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-03');
    await expect(canvas.queryByText(stylistMessages.holiday)).toBeNull();
  },
};

export const Selected: Story = {
  args: { date: '2026-12-04' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { availability: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading available dates and checking holidays...');
  },
};

export const Failed: Story = {
  args: { availability: undefined, failed: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(stylistMessages.loadDatesFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoAvailability: Story = {
  args: { availability: noDates },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The stylist has not set their availability.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { error: stylistMessages.date },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(stylistMessages.date);
  },
};
