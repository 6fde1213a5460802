import { describe, expect, it } from 'vitest';
import { cancelNote, stylingStatusLabels, stylingWhen } from './styling-format';

describe('styling format', () => {
  it("reads the API's status, completed once a confirmed appointment has ended", () => {
    expect(stylingStatusLabels.confirmed).toEqual({ label: 'Confirmed', badge: 'success' });
    expect(stylingStatusLabels.pending).toEqual({ label: 'Pending', badge: 'warning' });
    expect(stylingStatusLabels.completed).toEqual({ label: 'Completed', badge: 'neutral' });
    expect(stylingStatusLabels.cancelled).toEqual({ label: 'Cancelled', badge: 'neutral' });
  });

  it('says when, in the stylist’s zone', () => {
    expect(stylingWhen({ date: '2026-12-07', startTime: '10:00', endTime: '11:00', timeZone: 'Asia/Kolkata' })).toBe(
      'December 7, 2026, 10:00 - 11:00 (Asia/Kolkata)',
    );
  });

  it('says who cancelled and why', () => {
    expect(cancelNote({ cancelledBy: null, cancelReason: null })).toBeNull();
    expect(cancelNote({ cancelledBy: 'owner', cancelReason: null })).toBe('Cancelled by the owner.');
    expect(cancelNote({ cancelledBy: 'stylist', cancelReason: 'Unwell' })).toBe(
      'Cancelled by the stylist. Reason: Unwell',
    );
  });
});
