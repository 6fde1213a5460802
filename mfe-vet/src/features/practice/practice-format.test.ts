import { describe, expect, it } from 'vitest';
import { ApiError } from '@petpal/design-system';
import { changeErrorMessage, SAVE_FAILED, timeZones } from './practice-format';

describe('practice values', () => {
  it('explains refusals in the API’s words', () => {
    expect(changeErrorMessage(new ApiError(409, 'overlap', 'Overlaps another schedule.'))).toBe(
      'Overlaps another schedule.',
    );
    expect(changeErrorMessage(new ApiError(500, 'internal', 'x'))).toBe(SAVE_FAILED);
  });

  it('lists the time zones, keeping the current one', () => {
    expect(timeZones('Asia/Kolkata')).toContain('Asia/Kolkata');
    expect(timeZones('Mars/Olympus')[0]).toBe('Mars/Olympus');
  });
});
