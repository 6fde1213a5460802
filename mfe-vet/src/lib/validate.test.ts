import { describe, expect, it } from 'vitest';
import { HolidayInput, vetMessages } from '@petpal/contracts';
import { ApiError } from '@petpal/design-system';
import { apiFieldErrors, validate } from './validate';

describe('validate', () => {
  it('returns the parsed input', () => {
    expect(validate(HolidayInput, { startDate: '2026-12-24', endDate: '2026-12-25', reason: ' Xmas ' })).toEqual({
      ok: true,
      data: { startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Xmas' },
    });
  });

  it("returns the contract's first message per field", () => {
    expect(validate(HolidayInput, { startDate: '2026-12-24', endDate: '2026-12-23' })).toEqual({
      ok: false,
      errors: { endDate: vetMessages.holidayRange },
    });
    expect(validate(HolidayInput, { startDate: '', endDate: '2026-12-23' })).toMatchObject({
      ok: false,
      errors: { startDate: vetMessages.date },
    });
  });
});

describe('apiFieldErrors', () => {
  it("uses the API's fields, else its message, else the fallback", () => {
    expect(apiFieldErrors(new ApiError(400, 'invalid', 'Bad', { endTime: 'Too late' }), 'x')).toEqual({
      endTime: 'Too late',
    });
    expect(apiFieldErrors(new ApiError(409, 'conflict', 'Overlaps'), 'x')).toEqual({ form: 'Overlaps' });
    expect(apiFieldErrors(new TypeError('Failed to fetch'), 'Could not save.')).toEqual({ form: 'Could not save.' });
  });
});
