import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { AreaErrorBoundary } from './AreaErrorBoundary';

describe('AreaErrorBoundary', () => {
  it('shows the area fallback when a child throws, and Retry renders the child again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>Vet booking works</p>;
    }
    renderWithTheme(
      <AreaErrorBoundary area="Vet booking">
        <Flaky />
      </AreaErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Vet booking is unavailable right now.');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Vet booking works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
