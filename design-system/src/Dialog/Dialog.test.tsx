import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { renderWithTheme } from '../test-utils/render';
import { Dialog } from './Dialog';

function ResetPasswordDialog({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Forgot your password?</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Reset Password"
        description="We will email you a link."
        footer={<Button onClick={() => setOpen(false)}>Send Reset Link</Button>}
      >
        <input aria-label="Email" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<ResetPasswordDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog that takes focus', async () => {
    renderWithTheme(<ResetPasswordDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'We will email you a link.',
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    renderWithTheme(<ResetPasswordDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(document.activeElement).toBe(close);

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(send);
    await userEvent.tab();
    expect(document.activeElement).toBe(close);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(send);
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ResetPasswordDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Forgot your password?' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from the Close button and from a backdrop click, not from a click inside', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ResetPasswordDialog onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Forgot your password?' });

    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(opener);
    const backdrop = screen.getByRole('dialog').parentElement;
    if (!backdrop) throw new Error('dialog has no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
