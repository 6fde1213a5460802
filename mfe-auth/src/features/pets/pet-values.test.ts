import { describe, expect, it } from 'vitest';
import { emptyPet, petLabel, validatePet } from './pet-values';

describe('pet form values', () => {
  it("gives the contract's message for each missing or wrong field", () => {
    expect(validatePet(emptyPet)).toEqual({
      success: false,
      errors: {
        name: "Please enter your pet's name.",
        breed: 'Please enter the breed.',
        species: 'Please choose a species.',
        sizeLbs: 'Please enter the size in lbs.',
      },
    });
    expect(validatePet({ ...emptyPet, name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: '0' })).toEqual({
      success: false,
      errors: { sizeLbs: 'Size must be greater than 0 lbs.' },
    });
  });

  it('reads the size as a number and sends a photo only when there is one', () => {
    expect(validatePet({ name: ' Rex ', breed: 'Beagle', species: 'dog', sizeLbs: '24.5', photoId: null })).toEqual({
      success: true,
      data: { name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: 24.5 },
    });
    const photoId = 'Rexs-photo-0123456789a';
    expect(validatePet({ name: 'Rex', breed: 'Beagle', species: 'dog', sizeLbs: '24', photoId })).toMatchObject({
      success: true,
      data: { photoId },
    });
  });

  it('names a pet as the booking screens do', () => {
    expect(petLabel({ name: 'Rex', breed: 'Beagle' })).toBe('Rex (Beagle)');
  });
});
