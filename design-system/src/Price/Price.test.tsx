import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';
import { Price } from './Price';

describe('Price', () => {
  it('shows the amount in its currency on one line', () => {
    render(
      <ThemeProvider theme={theme}>
        <Price value={{ amountMinor: 99_000, currency: 'INR' }} />
      </ThemeProvider>,
    );
    const amount = screen.getByText('₹990.00');
    expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
  });
});
