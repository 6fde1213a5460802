import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ApiError } from '@petpal/design-system';
import { ashaVetProfile } from '../profile-fixtures';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Accounts/ProfileForm',
  component: ProfileForm<'veterinary_doctor'>,
  args: {
    role: 'veterinary_doctor',
    record: null,
    label: 'Veterinary Doctor profile',
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof ProfileForm<'veterinary_doctor'>>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = { id: 'v1', ...ashaVetProfile };

export const Empty: Story = {};

export const Invalid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Consultation Fee (INR)'), '-5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Please enter your full name.')).toBeVisible();
    await expect(canvas.getByText('Consultation fee must be 0 or more.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Prefilled: Story = {
  args: { record: saved },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(ashaVetProfile);
  },
};

export const RefusedByTheServer: Story = {
  args: {
    record: saved,
    onSave: fn(async () => {
      throw new ApiError(400, 'invalid_input', 'Some fields are missing or not valid.', {
        timeZone: 'Please choose a valid time zone.',
      });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please choose a valid time zone.')).toBeVisible();
  },
};
