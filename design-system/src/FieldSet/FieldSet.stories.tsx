import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { FieldSet } from './FieldSet';

const meta = {
  title: 'Forms/FieldSet',
  component: FieldSet,
  args: {
    label: 'Services Offered',
    children: (
      <>
        <Checkbox name="services" value="grooming" label="Grooming" />
        <Checkbox name="services" value="walking" label="Dog walking" />
        <Checkbox name="services" value="boarding" label="Boarding" />
      </>
    ),
  },
} satisfies Meta<typeof FieldSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Services Offered' });
    await expect(group).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Dog walking' }));
    await expect(canvas.getByRole('checkbox', { name: 'Dog walking' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Please choose at least one service.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose at least one service.');
    await expect(canvas.getByRole('group', { name: 'Services Offered' })).toHaveAccessibleDescription(
      'Please choose at least one service.',
    );
  },
};
