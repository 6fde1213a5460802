import { describe, expect, it } from 'vitest';
import { formatInr, paymentLabel, sessionKind, sessionWhen } from './training-format';
import { inPerson, ownerSession } from '../test/trainer-fixtures';

describe('training labels', () => {
  it('reads when and how a session takes place', () => {
    expect(sessionWhen(ownerSession())).toBe('December 7, 2026, 10:00 - 11:00 (Asia/Kolkata)');
    expect(sessionKind(ownerSession())).toBe('Online (Zoom)');
    expect(sessionKind(ownerSession({ contactMethod: 'google_meet' }))).toBe('Online (Google Meet)');
    expect(sessionKind(ownerSession(inPerson))).toBe('In person');
  });

  it('shows the online charge in INR (hourly rate x 100 paise) and where it stands', () => {
    expect(formatInr(150000)).toBe('₹1,500.00');
    expect(paymentLabel(ownerSession())).toBe('₹1,500.00, charged 24 hours before the session');
    expect(paymentLabel(ownerSession({ paymentStatus: 'completed' }))).toBe('₹1,500.00, paid');
    expect(paymentLabel(ownerSession({ paymentStatus: 'cancelled' }))).toBe('₹1,500.00, not charged');
    expect(paymentLabel(ownerSession(inPerson))).toBeNull();
  });
});
