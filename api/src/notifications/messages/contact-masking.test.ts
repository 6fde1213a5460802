import { describe, expect, it } from 'vitest';
import { EMAIL_HIDDEN, maskContactDetails } from './contact-masking';

describe('maskContactDetails', () => {
  it('hides phone numbers written in the usual ways', () => {
    for (const phone of ['+91 98765 43210', '(555) 123-4567', '555.123.4567', '9876543210']) {
      const { text, masked } = maskContactDetails(`Call me on ${phone} tonight`);
      expect(masked).toBe(true);
      expect(text).not.toMatch(/\d/);
      expect(text.startsWith('Call me on ')).toBe(true);
    }
  });

  it('hides email addresses', () => {
    expect(maskContactDetails('write to asha.k+pets@example.co.in please')).toEqual({
      text: `write to ${EMAIL_HIDDEN} please`,
      masked: true,
    });
  });

  it('leaves prices, times, dates and short numbers alone', () => {
    const plain = 'Walk at 10:30 on 2026-12-01 for 2 dogs, $25 each, flat 12B';
    expect(maskContactDetails(plain)).toEqual({ text: plain, masked: false });
  });
});
