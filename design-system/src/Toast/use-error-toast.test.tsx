import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { ToastProvider } from './ToastProvider';
import { useErrorToast } from './use-error-toast';

function Load({ failedAt, suppress }: { failedAt: number; suppress?: (error: unknown) => boolean }) {
  useErrorToast(
    { isError: failedAt > 0, errorUpdatedAt: failedAt, error: new Error('x') },
    'Failed to load pets',
    suppress,
  );
  return null;
}

describe('useErrorToast', () => {
  it('toasts "Error" with the message once per failure', async () => {
    const { rerender } = renderWithTheme(
      <ToastProvider>
        <Load failedAt={1} />
      </ToastProvider>,
    );
    expect(await screen.findByText('Failed to load pets')).toBeTruthy();
    rerender(
      <ToastProvider>
        <Load failedAt={1} />
      </ToastProvider>,
    );
    expect(screen.getAllByText('Failed to load pets')).toHaveLength(1);
  });

  it('stays quiet for a failure the caller suppresses', () => {
    renderWithTheme(
      <ToastProvider>
        <Load failedAt={1} suppress={() => true} />
      </ToastProvider>,
    );
    expect(screen.queryByText('Failed to load pets')).toBeNull();
  });
});
