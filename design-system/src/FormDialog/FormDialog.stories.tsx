import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'Overlays/FormDialog',
  component: FormDialog,
  args: {
    title: 'Create a group',
    description: 'A place for pet people of one topic in one city. You will moderate it.',
    formLabel: 'Create a group',
    submitLabel: 'Create group',
    onSubmit: fn((event?: FormEvent) => event?.preventDefault()),
    onClose: fn(),
    children: (
      <>
        <TextField label="Group name" />
        <TextArea label="Description (optional)" rows={3} />
      </>
    ),
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('form', { name: 'Create a group' })).toBeVisible();
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(args.onSubmit).toHaveBeenCalled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { error: 'Something went wrong. Please try again.', busy: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  },
};

export const Destructive: Story = {
  args: { title: 'Flag this post', formLabel: undefined, submitLabel: 'Send flag', submitVariant: 'destructive' },
};
