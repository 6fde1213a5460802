import { describe, expect, it } from 'vitest';
import { StoredRole } from '@petpal/contracts';
import { profilePath, roleOptions } from './roles';

describe('roles', () => {
  it('offers every stored role once, with a sentence each', () => {
    expect(roleOptions.map((option) => option.role)).toEqual(StoredRole.options);
    for (const option of roleOptions) expect(option.description).toMatch(/^[A-Z].+\.$/);
  });

  it('leads each role to its /profile/<slug> of the route table, and a user without a role to role selection', () => {
    expect(roleOptions.map((option) => profilePath(option.role))).toEqual([
      '/profile/pet-owner',
      '/profile/veterinary',
      '/profile/pet-sitter',
      '/profile/pet-trainer',
      '/profile/pet-stylist',
      '/profile/pharmacist',
      '/profile/supplier',
    ]);
    expect(profilePath('none')).toBe('/role-selection');
  });
});
