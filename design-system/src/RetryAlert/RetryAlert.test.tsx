import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { RetryAlert } from './RetryAlert';

describe('RetryAlert', () => {
  it('interrupts with the message and tries again on request', async () => {
    const onRetry = vi.fn();
    renderWithTheme(<RetryAlert message="We could not load your orders." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load your orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
