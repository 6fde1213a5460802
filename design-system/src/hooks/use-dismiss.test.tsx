import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

function Popup({ onDismiss }: { onDismiss(): void }) {
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(root, trigger, true, onDismiss);
  return (
    <>
      <button ref={trigger}>Open</button>
      <div ref={root}>
        <button>Inside</button>
      </div>
      <button>Outside</button>
    </>
  );
}

describe('useDismiss', () => {
  it('dismisses on Escape and gives focus back to the trigger', async () => {
    const onDismiss = vi.fn();
    render(<Popup onDismiss={onDismiss} />);
    screen.getByRole('button', { name: 'Inside' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' })));
  });

  it('dismisses on a press outside, not inside', async () => {
    const onDismiss = vi.fn();
    render(<Popup onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Outside' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
