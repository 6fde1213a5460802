import { describe, expect, it } from 'vitest';
import { formatUsd, INR_PER_USD } from './usd';

describe('formatUsd', () => {
  it('converts INR at the fixed display rate, to the cent', () => {
    expect(formatUsd(500)).toBe('$5.95');
    expect(formatUsd(INR_PER_USD * 12)).toBe('$12.00');
    expect(formatUsd(1_000_000)).toBe('$11,904.76');
  });
});
