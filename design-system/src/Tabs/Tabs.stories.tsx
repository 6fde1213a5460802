import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Appointments',
    onChange: fn(),
    tabs: [
      { id: 'upcoming', label: 'Upcoming', content: 'No upcoming appointments.' },
      { id: 'past', label: 'Past', content: 'Dr. Mehta, November 12, 2026.' },
      { id: 'cancelled', label: 'Cancelled', content: 'Nothing cancelled.' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Dr. Mehta, November 12, 2026.');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith('cancelled');
  },
};

export const SecondSelected: Story = { args: { value: 'past' } };
