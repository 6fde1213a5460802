/**
 * Demo vets, owners and their history (issue 4 "Demo data"). Dates are offsets from the seed day in each
 * vet's own zone; every demo account signs in with DEMO_PASSWORD.
 */
import type { ProfileFields, Weekday } from '@petpal/contracts';
import { seedArt } from '../../images';

export interface SeedSchedule {
  /** A weekly schedule on these days, or (with `inDays`) one date-specific schedule. */
  days?: Weekday[];
  inDays?: number;
  start: string;
  end: string;
  slot?: number;
  available?: boolean;
  breaks?: Array<[string, string, string]>;
}

export interface SeedVet {
  email: string;
  fields: ProfileFields<'veterinary_doctor'>;
  schedules: SeedSchedule[];
  /** [first, last] day offsets, both included, and the reason. */
  holidays: Array<[number, number, string]>;
}

const weekdays: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const everyDay: Weekday[] = ['sunday', ...weekdays, 'saturday'];

const vet = (
  n: number,
  fields: Omit<ProfileFields<'veterinary_doctor'>, 'licenseId' | 'availability'> & { availability: string },
  schedules: SeedSchedule[],
  holidays: SeedVet['holidays'],
): SeedVet => ({
  email: `vet${n}@petpal.demo`,
  // A portrait of our own drawing (decision 083), stored through the pipeline when seeded.
  fields: { licenseId: `PP-VET-${1000 + n}`, profileImageUrl: seedArt('portrait', `vet-${n}`), ...fields },
  schedules,
  holidays,
});

export const SEED_VETS: SeedVet[] = [
  vet(
    1,
    {
      fullName: 'Dr. Asha Rao',
      specialization: 'Dermatology',
      location: 'Bengaluru, Karnataka',
      availability: 'Weekdays 09:00-13:00, Saturdays 10:00-12:00',
      phoneNumber: '+91 98450 11201',
      consultationFee: 500,
      bio: 'Skin, coat and allergy care for dogs and cats; twelve years in small-animal practice.',
      timeZone: 'Asia/Kolkata',
    },
    [
      { days: weekdays, start: '09:00', end: '13:00', breaks: [['11:00', '11:30', 'Tea break']] },
      { days: ['saturday'], start: '10:00', end: '12:00' },
      { inDays: 5, start: '17:00', end: '19:00' },
    ],
    [[12, 13, 'Dermatology conference']],
  ),
  vet(
    2,
    {
      fullName: 'Dr. Rohan Mehta',
      specialization: 'Orthopedics',
      location: 'Mumbai, Maharashtra',
      availability: 'Mon, Wed, Fri afternoons',
      phoneNumber: '+91 98200 44102',
      consultationFee: 0,
      bio: 'Joint, bone and mobility problems; free consultations for rescue animals.',
      timeZone: 'Asia/Kolkata',
    },
    [
      {
        days: ['monday', 'wednesday', 'friday'],
        start: '14:00',
        end: '18:00',
        slot: 60,
        breaks: [['16:00', '17:00', 'Surgery']],
      },
    ],
    [[20, 20, 'Personal leave']],
  ),
  vet(
    3,
    {
      fullName: 'Dr. Emily Carter',
      specialization: 'Feline Medicine',
      location: 'New York, USA',
      availability: 'Tue-Thu mornings (Eastern time)',
      phoneNumber: '+1 212 555 0143',
      consultationFee: 1200,
      bio: 'Cat-only practice: kidney care, senior cats and stress-free visits.',
      timeZone: 'America/New_York',
    },
    [
      { days: ['tuesday', 'wednesday', 'thursday'], start: '08:00', end: '12:00', slot: 20 },
      { inDays: 8, start: '08:00', end: '12:00', available: false },
      { inDays: 9, start: '13:00', end: '15:00', slot: 20 },
    ],
    [[15, 17, 'Family visit']],
  ),
  vet(
    4,
    {
      fullName: 'Dr. Lukas Becker',
      specialization: 'Surgery',
      location: 'Berlin, Germany',
      availability: 'Weekdays 08:00-16:00 (Berlin time)',
      phoneNumber: '+49 30 5550 1944',
      consultationFee: 900,
      bio: 'Soft-tissue and orthopaedic surgery, pre- and post-operative consultations.',
      timeZone: 'Europe/Berlin',
    },
    [{ days: weekdays, start: '08:00', end: '16:00', slot: 45, breaks: [['12:00', '13:00', 'Lunch']] }],
    [[25, 26, 'Training course']],
  ),
  vet(
    5,
    {
      fullName: 'Dr. Olivia Nguyen',
      specialization: 'Exotic Animals',
      location: 'Adelaide, Australia',
      availability: 'Mon and Wed 10:00-15:00, Sat mornings (Adelaide time)',
      phoneNumber: '+61 8 5550 2175',
      consultationFee: 700,
      bio: 'Birds, rabbits, reptiles and small mammals.',
      timeZone: 'Australia/Adelaide',
    },
    [
      { days: ['monday', 'wednesday'], start: '10:00', end: '15:00', breaks: [['12:30', '13:00', 'Lunch']] },
      { days: ['saturday'], start: '09:00', end: '12:00' },
    ],
    [[3, 3, 'Wildlife rescue day']],
  ),
  vet(
    6,
    {
      fullName: 'Dr. Kavya Iyer',
      specialization: 'Dentistry',
      location: 'Chennai, Tamil Nadu',
      availability: 'Every evening 18:00-21:00',
      phoneNumber: '+91 94440 61306',
      consultationFee: 350,
      bio: 'Dental cleaning, extractions and oral health plans.',
      timeZone: 'Asia/Kolkata',
    },
    [
      { days: everyDay, start: '18:00', end: '21:00', slot: 15, breaks: [['19:30', '19:45', 'Break']] },
      { inDays: 14, start: '10:00', end: '12:00', slot: 15 },
    ],
    [[7, 9, 'Holiday']],
  ),
  vet(
    7,
    {
      fullName: 'Dr. Sofia Martins',
      specialization: 'General Practice',
      location: 'London, United Kingdom',
      availability: 'Weekdays 09:00-17:00 (London time)',
      phoneNumber: '+44 20 7946 0718',
      consultationFee: 0,
      bio: 'Vaccinations, check-ups and everyday care; free community clinic.',
      timeZone: 'Europe/London',
    },
    [{ days: weekdays, start: '09:00', end: '17:00', breaks: [['13:00', '14:00', 'Lunch']] }],
    [[10, 10, 'Bank holiday']],
  ),
  vet(
    8,
    {
      fullName: 'Dr. Arjun Patel',
      specialization: 'Cardiology',
      location: 'New Delhi, Delhi',
      availability: 'Selected dates only',
      phoneNumber: '+91 98110 88408',
      consultationFee: 1500,
      bio: 'Heart murmurs, echocardiography and long-term cardiac care.',
      timeZone: 'Asia/Kolkata',
    },
    [
      { inDays: 2, start: '10:00', end: '13:00', slot: 60 },
      { inDays: 6, start: '10:00', end: '13:00', slot: 60 },
      { inDays: 11, start: '15:00', end: '18:00', slot: 60 },
      { inDays: 18, start: '10:00', end: '13:00', slot: 60 },
    ],
    [[18, 18, 'Cardiology board']],
  ),
  // No schedule at all: "No available dates found / The veterinarian has not set their availability".
  vet(
    9,
    {
      fullName: 'Dr. Meera Nair',
      specialization: 'Nutrition',
      location: 'Kochi, Kerala',
      availability: 'By arrangement',
      phoneNumber: '+91 94470 90509',
      consultationFee: 400,
      bio: 'Diet plans for weight, allergies and kidney disease.',
      timeZone: 'Asia/Kolkata',
    },
    [],
    [],
  ),
  // Every scheduled date is a holiday: "All available dates are holidays".
  vet(
    10,
    {
      fullName: 'Dr. Hana Sato',
      specialization: 'Behaviour',
      location: 'Tokyo, Japan',
      availability: 'Selected dates only (Tokyo time)',
      phoneNumber: '+81 3 5550 1010',
      consultationFee: 1000,
      bio: 'Anxiety, reactivity and training plans with the whole family.',
      timeZone: 'Asia/Tokyo',
    },
    [
      { inDays: 4, start: '10:00', end: '12:00' },
      { inDays: 5, start: '10:00', end: '12:00' },
      { inDays: 6, start: '10:00', end: '12:00' },
    ],
    [[4, 6, 'Travelling']],
  ),
];

/** Past visits: [vet number, owner number, pet name, days ago, local time, rating or null, feedback, notes]. */
export const SEED_PAST_VISITS: Array<[number, number, string, number, string, number | null, string, string | null]> = [
  [
    1,
    1,
    'Bruno',
    12,
    '10:00',
    5,
    'Sorted out Bruno’s itchy paws in one visit.',
    'Allergic dermatitis. Medicated shampoo twice weekly for 3 weeks.',
  ],
  [1, 3, 'Coco', 30, '09:30', 4, 'Gentle and patient with a nervous rabbit.', null],
  [1, 2, 'Luna', 45, '11:30', 4, 'Clear explanations.', null],
  [
    2,
    1,
    'Bruno',
    20,
    '14:00',
    5,
    'Great advice on Bruno’s hip.',
    'Mild hip dysplasia. Joint supplement daily, short walks.',
  ],
  [3, 1, 'Misty', 9, '09:00', 5, 'Misty was calm the whole time!', 'Kidney values normal. Recheck bloods in 6 months.'],
  [3, 2, 'Luna', 33, '10:20', 3, 'Good, but the wait was long.', null],
  [4, 2, 'Luna', 16, '09:30', 5, 'Surgery went perfectly.', 'Stitches out in 10 days; cone until then.'],
  [5, 3, 'Coco', 6, '10:30', 4, 'Knows rabbits really well.', 'Teeth trimmed. Hay-based diet, fewer pellets.'],
  [6, 1, 'Bruno', 4, '18:15', 4, 'Teeth look great now.', null],
  [7, 2, 'Luna', 25, '09:00', 5, 'Friendly clinic, no cost.', 'Annual vaccinations done.'],
  [8, 1, 'Misty', 40, '10:00', null, '', 'Echo normal. No treatment needed.'],
  [8, 2, 'Luna', 38, '11:00', null, '', 'Grade 1 heart murmur; recheck in a year.'],
];

/**
 * Upcoming bookings: [vet number, owner number, pet name, which open slot (0-based) from `fromDays` on,
 * status, type, reason]. Chosen from the vet's real slots at seed time, so they always fit the schedules.
 */
export const SEED_UPCOMING: Array<
  [number, number, string, number, number, 'pending' | 'confirmed', 'in_person' | 'teleconsultation', string]
> = [
  [1, 1, 'Bruno', 2, 1, 'pending', 'in_person', 'Follow-up on skin allergy'],
  [1, 2, 'Luna', 3, 0, 'confirmed', 'in_person', 'Hot spot on the neck'],
  [2, 1, 'Bruno', 2, 0, 'confirmed', 'teleconsultation', 'Hip check-in'],
  [4, 2, 'Luna', 3, 2, 'pending', 'in_person', 'Pre-surgery consultation'],
  [6, 3, 'Coco', 1, 3, 'pending', 'in_person', 'Overgrown teeth'],
  [7, 1, 'Misty', 2, 0, 'confirmed', 'teleconsultation', 'Vaccination questions'],
];
