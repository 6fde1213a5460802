import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the last value once it has stopped changing for the delay, not each one typed', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'B' },
    });
    rerender({ value: 'Br' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'Bru' });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('B');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('Bru');
  });
});
