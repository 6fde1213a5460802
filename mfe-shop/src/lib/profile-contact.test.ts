import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@petpal/contracts';
import { contactOf } from './profile-contact';

const owner = (fullName: string, phoneNumber: string): ProfileResponse => ({
  role: 'pet_owner',
  complete: true,
  record: { id: 'a00000000000000000000001', fullName, phoneNumber, location: 'Mumbai, Maharashtra' },
});

describe('contactOf', () => {
  it("takes the profile's full name and phone", () => {
    expect(contactOf(owner('  Sam Rivera ', '+91 98200 00000'))).toEqual({
      name: 'Sam Rivera',
      phone: '+91 98200 00000',
    });
  });

  it('leaves out the brackets an address phone does not take', () => {
    expect(contactOf(owner('Sam Rivera', '+1 (555) 123-4567')).phone).toBe('+1 555 123-4567');
  });

  it('is blank without a profile or its record', () => {
    expect(contactOf(undefined)).toEqual({ name: '', phone: '' });
    expect(contactOf({ role: 'pet_owner', record: null, complete: false })).toEqual({ name: '', phone: '' });
    expect(contactOf({ role: 'none', record: null, complete: false })).toEqual({ name: '', phone: '' });
  });
});
