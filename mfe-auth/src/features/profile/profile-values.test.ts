import { describe, expect, it } from 'vitest';
import { profileInputSchemas, providerPhotoMessages, type RecordRole } from '@petpal/contracts';
import { profileFields } from './profile-fields';
import { ashaVetProfile } from './profile-fixtures';
import { profileErrors, profileValues, validateProfile } from './profile-values';

const roles = Object.keys(profileFields) as RecordRole[];

/** What a vet types: untrimmed name, the fee as text. */
const vetValues = { ...ashaVetProfile, fullName: ' Dr. Asha Rao ', consultationFee: '500' };

describe('profile form values', () => {
  it.each(roles)('edits every field of the %s record and nothing else', (role) => {
    expect(profileFields[role].map((field) => field.name).sort()).toEqual(
      Object.keys(profileInputSchemas[role].shape).sort(),
    );
  });

  it('starts empty, with Asia/Kolkata as the time zone and no services ticked', () => {
    expect(profileValues('veterinary_doctor', null).timeZone).toBe('Asia/Kolkata');
    expect(profileValues('pet_sitter', null)).toMatchObject({
      services: [],
      photos: [],
      profileImageUrl: '',
      hourlyRate: '',
    });
  });

  it('turns text into numbers, keeps the gallery list, and leaves out a profile photo not chosen', () => {
    const result = validateProfile('pet_sitter', {
      fullName: 'Meera Iyer',
      location: 'Pune',
      profileImageUrl: '',
      yearsExperience: '4',
      services: ['Dog Walking', 'Pet Taxi'],
      hourlyRate: '299.5',
      bio: 'Dogs and cats.',
      photos: ['/api/images/AAAAAAAAAAAAAAAAAAAAAA/1280', '/api/images/BBBBBBBBBBBBBBBBBBBBBB/1280'],
    });
    expect(result).toEqual({
      success: true,
      data: {
        fullName: 'Meera Iyer',
        location: 'Pune',
        yearsExperience: 4,
        services: ['Dog Walking', 'Pet Taxi'],
        hourlyRate: 299.5,
        bio: 'Dogs and cats.',
        photos: ['/api/images/AAAAAAAAAAAAAAAAAAAAAA/1280', '/api/images/BBBBBBBBBBBBBBBBBBBBBB/1280'],
      },
    });
  });

  it("gives the contract's message per field: empty, negative and invalid numbers, a bad time zone", () => {
    expect(validateProfile('veterinary_doctor', { ...vetValues, consultationFee: '', fullName: '' })).toEqual({
      success: false,
      errors: { fullName: 'Please enter your full name.', consultationFee: 'Please enter a consultation fee.' },
    });
    expect(
      validateProfile('veterinary_doctor', { ...vetValues, consultationFee: '-5', timeZone: 'Nowhere/Land' }),
    ).toEqual({
      success: false,
      errors: { consultationFee: 'Consultation fee must be 0 or more.', timeZone: 'Please choose a valid time zone.' },
    });
    expect(
      validateProfile('pet_trainer', { ...profileValues('pet_trainer', null), yearsExperience: '1.5' }),
    ).toMatchObject({
      success: false,
      errors: {
        yearsExperience: 'Years of experience must be a whole number from 0 to 80.',
        specializations: 'Please choose at least one specialization.',
      },
    });
  });

  it('reads a saved record back into the inputs', () => {
    const result = validateProfile('veterinary_doctor', vetValues);
    if (!result.success) throw new Error('expected valid values');
    const values = profileValues('veterinary_doctor', { id: 'v1', ...result.data, timeZone: 'Asia/Dubai' });
    // No photo yet: the photo field starts empty.
    expect(values).toEqual({ ...vetValues, fullName: 'Dr. Asha Rao', timeZone: 'Asia/Dubai', profileImageUrl: '' });
  });

  it("refuses a link to another host for the profile photo or the gallery, with the contract's messages", () => {
    expect(
      validateProfile('pet_sitter', {
        ...profileValues('pet_sitter', null),
        fullName: 'Meera Iyer',
        location: 'Pune',
        yearsExperience: '4',
        services: ['Dog Walking'],
        hourlyRate: '300',
        bio: 'Dogs.',
        profileImageUrl: 'https://images.example/meera.jpg',
        photos: ['/api/images/AAAAAAAAAAAAAAAAAAAAAA/1280', 'https://images.example/b.jpg'],
      }),
    ).toEqual({
      success: false,
      errors: { profileImageUrl: providerPhotoMessages.profile, photos: providerPhotoMessages.gallery },
    });
  });

  it("puts the API's field messages on the form's fields", () => {
    expect(
      profileErrors('pet_sitter', [
        ['photos.1', providerPhotoMessages.gallery],
        ['userId', 'Unknown field.'],
      ]),
    ).toEqual({ photos: providerPhotoMessages.gallery });
  });
});
