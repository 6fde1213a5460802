import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { LoadingLine } from './LoadingLine';

describe('LoadingLine', () => {
  it('shows its message in a status region', () => {
    renderWithTheme(<LoadingLine message="Loading pets..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading pets...');
  });

  it('keeps an empty status region in the page while there is no message', () => {
    const { rerender } = renderWithTheme(<LoadingLine message={null} />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    rerender(<LoadingLine message="Saving..." />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe('Saving...');
  });
});
