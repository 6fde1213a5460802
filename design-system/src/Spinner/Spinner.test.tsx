import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('takes a custom label', () => {
    renderWithTheme(<Spinner label="Loading available time slots..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading available time slots...');
  });
});
