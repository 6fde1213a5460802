import { describe, expect, it } from 'vitest';
import { endFor } from './time-options';

describe('training times', () => {
  it('moves the end an hour past a new start when it no longer follows it', () => {
    expect(endFor('10:00', '')).toBe('11:00');
    expect(endFor('10:00', '12:30')).toBe('12:30');
    expect(endFor('13:00', '12:30')).toBe('14:00');
    expect(endFor('19:30', '')).toBe('20:00');
  });
});
