import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Pet (optional)',
    placeholder: 'No pet selected',
    options: [
      { value: 'bruno', label: 'Bruno (Beagle)' },
      { value: 'misty', label: 'Misty (Persian)' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByLabelText('Pet (optional)');
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Misty (Persian)');
    await expect(select).toHaveValue('misty');
  },
};

export const WithError: Story = {
  args: { label: 'Specialization', placeholder: 'Choose one', error: 'Please choose a specialization.' },
};

export const Disabled: Story = { args: { disabled: true } };
