import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RatingStars, type RatingStarsProps } from './RatingStars';

const meta = {
  title: 'Data display/RatingStars',
  component: RatingStars,
  args: { value: 4.5 },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const ReadOnlyWhole: Story = { args: { value: 3 } };

function Interactive(props: RatingStarsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingStars
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

export const Rate: Story = {
  args: { value: 0, onChange: fn(), label: 'Rate your sitter' },
  render: (args) => <Interactive {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Rate your sitter' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};
