import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { StoredRole } from '@petpal/contracts';
import { RoleCards, type RoleCardsProps } from './RoleCards';

function Controlled(props: RoleCardsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RoleCards
      {...props}
      value={value}
      onChange={(next: StoredRole) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Accounts/RoleCards',
  component: RoleCards,
  render: (args) => <Controlled {...args} />,
  args: { value: null, onChange: fn() },
} satisfies Meta<typeof RoleCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(canvas.getByText('Offer in-person visits and teleconsultations to pet owners.'));
    await expect(args.onChange).toHaveBeenCalledWith('veterinary_doctor');
    await expect(canvas.getByRole('radio', { name: 'Veterinary Doctor' })).toBeChecked();
  },
};

export const Chosen: Story = { args: { value: 'pet_sitter' } };

export const Missing: Story = { args: { error: 'Please choose a role to continue.' } };
