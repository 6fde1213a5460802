import type { ProfileResponse } from '@petpal/contracts';

/** The name and phone a delivery can start from: the signed-in user's profile (decision 116). */
export interface ProfileContact {
  name: string;
  phone: string;
}

/**
 * The profile's full name and phone number as a shipping address takes them; blank when the profile has none.
 * A profile phone may carry brackets ("+1 (555) 123-4567"), which an address phone does not: they are left out.
 */
export function contactOf(profile: ProfileResponse | undefined): ProfileContact {
  const record = profile?.record;
  if (!record) return { name: '', phone: '' };
  const phone = 'phoneNumber' in record ? record.phoneNumber : '';
  return {
    name: record.fullName.trim(),
    phone: phone.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim(),
  };
}
