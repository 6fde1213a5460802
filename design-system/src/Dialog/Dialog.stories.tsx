import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, type DialogProps } from './Dialog';

function WithOpener(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    onClose: fn(),
    title: 'Reset Password',
    description: 'Enter your email and we will send you a reset link.',
    children: <TextField label="Email" type="email" />,
    footer: (
      <>
        <Button variant="outline">Cancel</Button>
        <Button>Send Reset Link</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);

    const dialog = await page.findByRole('dialog', { name: 'Reset Password' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(page.getByRole('button', { name: 'Send Reset Link' })).toHaveFocus();
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Reset Password' })).toBeVisible();
  },
};

export const Small: Story = {
  args: {
    open: true,
    size: 'sm',
    title: 'Cancel appointment?',
    description: 'Free appointments can be cancelled up to 24 hours before.',
    children: null,
    footer: (
      <>
        <Button variant="outline">Keep</Button>
        <Button variant="destructive">Cancel appointment</Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    open: true,
    size: 'lg',
    title: 'Find a Veterinarian',
    description: undefined,
    footer: undefined,
    children: <TextField label="Location" placeholder="City or area" />,
  },
};
