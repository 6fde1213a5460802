import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TrainerSearchForm } from './TrainerSearchForm';

const meta = {
  title: 'Pet care/TrainerSearchForm',
  component: TrainerSearchForm,
  args: { filters: { location: '', specialization: '', page: 1 }, onSearch: fn() },
} satisfies Meta<typeof TrainerSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Location'), ' Pune ');
    await userEvent.selectOptions(canvas.getByLabelText('Specialization'), 'Service Dog Training');
    await userEvent.click(canvas.getByRole('button', { name: 'Search Trainers' }));
    await expect(args.onSearch).toHaveBeenCalledWith({
      location: 'Pune',
      specialization: 'Service Dog Training',
      page: 1,
    });
  },
};

/** The search from the address fills the form. */
export const Filled: Story = {
  args: { filters: { location: 'Mumbai', specialization: 'Agility', page: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Location')).toHaveValue('Mumbai');
    await expect(canvas.getByLabelText('Specialization')).toHaveValue('Agility');
  },
};
