import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Alert } from './Alert';

describe('Alert', () => {
  it('interrupts for errors', () => {
    renderWithTheme(<Alert variant="error">Login failed</Alert>);
    expect(screen.getByRole('alert').textContent).toBe('Login failed');
  });

  it('is a polite status otherwise, with its title', () => {
    renderWithTheme(
      <Alert variant="warning" title="Holidays ahead">
        This veterinarian has 2 holiday(s) in the next 30 days.
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Holidays aheadThis veterinarian has 2 holiday(s) in the next 30 days.',
    );
  });
});
