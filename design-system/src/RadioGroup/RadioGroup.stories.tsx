import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

function Controlled(props: RadioGroupProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RadioGroup
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Appointment Type',
    name: 'appointment-type',
    value: 'in_person',
    onChange: fn(),
    options: [
      { value: 'in_person', label: 'In person', description: 'Visit the clinic.' },
      { value: 'teleconsultation', label: 'Teleconsultation', description: 'Video call; paid in advance.' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Teleconsultation' }));
    await expect(args.onChange).toHaveBeenCalledWith('teleconsultation');
    await expect(canvas.getByRole('radio', { name: 'Teleconsultation' })).toBeChecked();
  },
};

export const WithoutDescriptions: Story = {
  args: {
    label: 'Preferred Contact Method',
    name: 'contact',
    value: 'email',
    options: [
      { value: 'phone', label: 'Phone' },
      { value: 'email', label: 'Email' },
    ],
  },
};

export const WithError: Story = {
  args: {
    label: 'Gets along with other dogs',
    name: 'dogs',
    value: '',
    error: 'Please tell us whether your pets get along with other dogs.',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gets along with other dogs' })).toHaveAccessibleDescription(
      'Please tell us whether your pets get along with other dogs.',
    );
  },
};
