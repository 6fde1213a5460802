import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StylistSearchForm } from './StylistSearchForm';

const meta = {
  title: 'Pet care/StylistSearchForm',
  component: StylistSearchForm,
  args: { filters: { location: '', service: '' }, onSearch: fn() },
} satisfies Meta<typeof StylistSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Location'), '  Pune ');
    await userEvent.selectOptions(canvas.getByLabelText('Service'), 'Flea Treatment');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith({ location: 'Pune', service: 'Flea Treatment' });
  },
};

export const Filled: Story = {
  args: { filters: { location: 'Mumbai', service: 'Bath & Brush' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Location')).toHaveValue('Mumbai');
    await expect(canvas.getByLabelText('Service')).toHaveValue('Bath & Brush');
  },
};
