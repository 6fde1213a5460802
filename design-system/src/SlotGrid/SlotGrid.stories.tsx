import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SlotGrid, type SlotGridProps } from './SlotGrid';

const slots = ['09:00', '09:30', '10:00', '10:30', '11:00', '14:00', '14:30', '15:00'].map((start) => {
  const [h = '0', m = '0'] = start.split(':');
  const end = new Date(2026, 11, 1, Number(h), Number(m) + 30);
  const endTime = `${String(end.getHours()).padStart(2, '0')}:${String(end.getMinutes()).padStart(2, '0')}:00`;
  return { startTime: `${start}:00`, endTime };
});

function Controlled(props: SlotGridProps) {
  const [selected, setSelected] = useState(props.selected ?? null);
  return (
    <SlotGrid
      {...props}
      selected={selected}
      onSelect={(startTime) => {
        setSelected(startTime);
        props.onSelect(startTime);
      }}
    />
  );
}

const meta = {
  title: 'Booking/SlotGrid',
  component: SlotGrid,
  render: (args) => <Controlled {...args} />,
  args: { slots, onSelect: fn() },
} satisfies Meta<typeof SlotGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const slot = canvas.getByRole('button', { name: '10:00 - 10:30' });
    await expect(slot).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(slot);
    await expect(args.onSelect).toHaveBeenCalledWith('10:00:00');
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Selected: Story = { args: { selected: '14:00:00' } };
export const Disabled: Story = { args: { disabled: true } };
