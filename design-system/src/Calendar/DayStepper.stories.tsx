import type { Meta, StoryObj } from '@storybook/react-vite';
import { addDays } from 'date-fns';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DayStepper } from './DayStepper';

const meta = {
  title: 'Booking/DayStepper',
  component: DayStepper,
  args: { date: new Date(2026, 11, 1), onPrev: fn(), onNext: fn() },
} satisfies Meta<typeof DayStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithDate: Story = {
  render: function Render(args) {
    const [date, setDate] = useState(args.date);
    return (
      <DayStepper
        {...args}
        date={date}
        onPrev={() => setDate((d) => d && addDays(d, -1))}
        onNext={() => setDate((d) => d && addDays(d, 1))}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('December 1, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next day' }));
    await expect(canvas.getByText('December 2, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous day' }));
    await expect(canvas.getByText('December 1, 2026')).toBeVisible();
  },
};

export const NoDate: Story = {
  args: { date: null, prevDisabled: true, nextDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select a date')).toBeVisible();
  },
};

export const AtWindowStart: Story = { args: { prevDisabled: true } };
