import { ObjectId } from 'mongodb';
import { createAuthFacade, type AuthFacade, type PetDoc } from '../auth';
import {
  defaultRequestComment,
  type StoredBookingRequestStatus,
  type BookingServiceType,
  type ProfileFields,
  type Weekday,
} from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createImagesService, seedArt } from '../images';
import { DEMO_OWNERS, DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Seeder } from '../seed/seeder';
import { seedEmergencyClinics } from './emergency/emergency.seed';
import { seedStylists } from './stylists/stylists.seed';
import { seedTrainers } from './trainers/trainers.seed';
import { createRatingsRepository } from './ratings/ratings.repository';
import { createRecurringSchedulesRepository, isRecurringService } from './requests/recurring-schedules.repository';
import { cellsOf, expiryOf, windowsOf } from './requests/request-time';
import { createRequestsRepository, type BookingRequestDoc } from './requests/requests.repository';
import { createSitterClaimsRepository } from './requests/sitter-claims.repository';
import { createSitterCalendarRepository } from './sitters/sitter-calendar.repository';
import { addDays, todayIn } from '../scheduling';

const DAY_MS = 86_400_000;
const INDIA = 'Asia/Kolkata';

// Our own drawings, stored by the seed through the image pipeline (decision 083): nothing is hot-linked.
const photo = (id: string) => seedArt('pet', id);
const portrait = (kind: 'women' | 'men', n: number) => seedArt('portrait', `${kind}-${n}`);

interface SeedSitter {
  fields: ProfileFields<'pet_sitter'>;
  /** The zone of the sitter's city, in which the demo requests are meant. */
  timeZone: string;
}

const sitter = (fields: ProfileFields<'pet_sitter'>, timeZone = INDIA): SeedSitter => ({ fields, timeZone });

/** sitter<n>@petpal.demo is SEED_SITTERS[n - 1]: several cities, some without photos or a portrait. */
export const SEED_SITTERS: SeedSitter[] = [
  sitter({
    fullName: 'Ananya Iyer',
    location: 'Mumbai, Maharashtra',
    profileImageUrl: portrait('women', 44),
    yearsExperience: 6,
    services: ['Dog Walking', 'Day Care', 'House Sitting'],
    hourlyRate: 450,
    bio: 'Lifelong dog person in Bandra. Long walks on Carter Road, a fenced terrace for day care, and photo updates every few hours.',
    photos: [photo('1543466835-00a7907e9de1'), photo('1548199973-03cce0bbc87b'), photo('1450778869180-41d0601e046e')],
  }),
  sitter({
    fullName: 'Rahul Verma',
    location: 'Mumbai, Maharashtra',
    yearsExperience: 2,
    services: ['Dog Walking', 'Pet Taxi'],
    hourlyRate: 300,
    bio: 'College student with flexible hours; I drive pets to the vet and walk energetic dogs twice a day.',
    photos: [],
  }),
  sitter({
    fullName: 'Kavya Nair',
    location: 'Bengaluru, Karnataka',
    profileImageUrl: portrait('women', 68),
    yearsExperience: 9,
    services: ['House Sitting', 'Hostel Check-in', 'Day Care', 'Drop-in Visits'],
    hourlyRate: 600,
    bio: 'Former vet nurse. I give medication, look after senior pets and run a small home hostel in Indiranagar.',
    photos: [
      photo('1587300003388-59208cc962cb'),
      photo('1514888286974-6c03e2ca1dba'),
      photo('1537151625747-768eb6cf92b2'),
      photo('1601758228041-f3b2795255f1'),
    ],
  }),
  sitter({
    fullName: 'Arjun Reddy',
    location: 'Bengaluru, Karnataka',
    profileImageUrl: portrait('men', 32),
    yearsExperience: 3,
    services: ['Dog Walking', 'Day Care'],
    hourlyRate: 350,
    bio: 'Runner and dog walker around Cubbon Park; big, bouncy dogs welcome.',
    photos: [photo('1530281700549-e82e7bf110d6')],
  }),
  sitter({
    fullName: 'Meera Pillai',
    location: 'Bengaluru, Karnataka',
    profileImageUrl: portrait('women', 12),
    yearsExperience: 12,
    services: ['Hostel Check-in', 'House Sitting'],
    hourlyRate: 700,
    bio: 'A quiet home with a garden in Whitefield, for cats, rabbits and calm dogs. Twelve years of boarding.',
    photos: [photo('1583511655857-d19b40a7a54e'), photo('1517849845537-4d257902454a')],
  }),
  sitter(
    {
      fullName: 'Sofia Becker',
      location: 'Berlin, Germany',
      profileImageUrl: portrait('women', 21),
      yearsExperience: 7,
      services: ['Dog Walking', 'House Sitting', 'Drop-in Visits'],
      hourlyRate: 900,
      bio: 'Pet sitter in Prenzlauer Berg; group walks in the Mauerpark and house sitting while you travel.',
      photos: [photo('1548199973-03cce0bbc87b'), photo('1543466835-00a7907e9de1')],
    },
    'Europe/Berlin',
  ),
  sitter(
    {
      fullName: 'Jonas Hoffmann',
      location: 'Berlin, Germany',
      yearsExperience: 4,
      services: ['Day Care', 'Hostel Check-in'],
      hourlyRate: 800,
      bio: 'Day care for small and medium dogs in a ground-floor flat with a courtyard in Kreuzberg.',
      photos: [],
    },
    'Europe/Berlin',
  ),
  sitter({
    fullName: 'Priyanka Das',
    location: 'Kolkata, West Bengal',
    profileImageUrl: portrait('women', 57),
    yearsExperience: 5,
    services: ['Dog Walking', 'Day Care', 'House Sitting', 'Hostel Check-in', 'Pet Taxi'],
    hourlyRate: 400,
    bio: 'Everything your pet needs in Salt Lake: walks, day care, boarding and rides to the groomer.',
    photos: [
      photo('1450778869180-41d0601e046e'),
      photo('1587300003388-59208cc962cb'),
      photo('1530281700549-e82e7bf110d6'),
    ],
  }),
  sitter({
    fullName: 'Vikram Singh',
    location: 'New Delhi, Delhi',
    profileImageUrl: portrait('men', 75),
    yearsExperience: 10,
    services: ['Hostel Check-in', 'Day Care'],
    hourlyRate: 500,
    bio: 'Air-conditioned pet hostel in Vasant Kunj with separate rooms for cats and dogs.',
    photos: [photo('1537151625747-768eb6cf92b2'), photo('1514888286974-6c03e2ca1dba')],
  }),
  sitter({
    fullName: 'Neha Gupta',
    location: 'New Delhi, Delhi',
    yearsExperience: 1,
    services: ['Dog Walking', 'Drop-in Visits'],
    hourlyRate: 250,
    bio: 'New to PetPal, not to pets: I grew up with three beagles and now walk dogs around Lajpat Nagar.',
    photos: [],
  }),
  sitter(
    {
      fullName: 'Emily Carter',
      location: 'London, United Kingdom',
      profileImageUrl: portrait('women', 33),
      yearsExperience: 8,
      services: ['House Sitting', 'Dog Walking', 'Day Care'],
      hourlyRate: 1200,
      bio: 'Dog walker on Hampstead Heath and house sitter across North London; DBS checked.',
      photos: [
        photo('1601758228041-f3b2795255f1'),
        photo('1583511655857-d19b40a7a54e'),
        photo('1517849845537-4d257902454a'),
      ],
    },
    'Europe/London',
  ),
  sitter({
    fullName: 'Farhan Qureshi',
    location: 'Hyderabad, Telangana',
    profileImageUrl: portrait('men', 46),
    yearsExperience: 4,
    services: ['Dog Walking', 'Pet Taxi', 'Hostel Check-in'],
    hourlyRate: 350,
    bio: 'Walks in Jubilee Hills at sunrise and sunset, and a pet taxi with a crate for every size.',
    photos: [photo('1543466835-00a7907e9de1')],
  }),
  sitter({
    fullName: 'Lakshmi Menon',
    location: 'Chennai, Tamil Nadu',
    profileImageUrl: portrait('women', 79),
    yearsExperience: 6,
    services: ['Day Care', 'House Sitting', 'Drop-in Visits'],
    hourlyRate: 450,
    bio: 'Retired teacher in Adyar; patient with shy rescues and happy to follow any routine you write down.',
    photos: [],
  }),
  sitter(
    {
      fullName: 'Lukas Schneider',
      location: 'Berlin, Germany',
      yearsExperience: 0,
      services: ['Dog Walking'],
      hourlyRate: 600,
      bio: 'Student at the TU; weekday walks around Tiergarten.',
      photos: [photo('1530281700549-e82e7bf110d6')],
    },
    'Europe/Berlin',
  ),
];

interface SeedRequest {
  sitter: number;
  owner: number;
  pets: string[];
  serviceType: BookingServiceType;
  /** First day, as days from the seed day (negative: in the past). */
  fromDay: number;
  days: number;
  startTime?: string;
  endTime?: string;
  daysOfWeek?: Weekday[];
  status: StoredBookingRequestStatus;
  declineReason?: string;
  /** For past accepted bookings: the owner's rating and feedback. */
  rating?: [number, string];
  comment?: string;
  instructions?: string;
}

/** Past bookings (most rated), upcoming accepted ones and pending requests waiting in sitters' inboxes. */
export const SEED_REQUESTS: SeedRequest[] = [
  {
    sitter: 1,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'dog-walking',
    fromDay: -30,
    days: 5,
    startTime: '07:00',
    endTime: '08:00',
    status: 'accepted',
    rating: [5, 'Bruno came home tired and happy every morning.'],
  },
  {
    sitter: 1,
    owner: 1,
    pets: ['Bruno', 'Misty'],
    serviceType: 'house-sitting',
    fromDay: -14,
    days: 4,
    status: 'accepted',
    rating: [5, 'Ananya sent photos every evening and Misty loved her.'],
  },
  {
    sitter: 1,
    owner: 3,
    pets: ['Coco'],
    serviceType: 'day-care',
    fromDay: -9,
    days: 1,
    status: 'accepted',
    rating: [4, 'Gentle with a nervous rabbit.'],
  },
  {
    sitter: 3,
    owner: 3,
    pets: ['Coco'],
    serviceType: 'hostel-checkin',
    fromDay: -40,
    days: 6,
    startTime: '10:00',
    endTime: '18:00',
    status: 'accepted',
    rating: [5, 'Coco was spoiled rotten. Will book again.'],
  },
  {
    sitter: 3,
    owner: 1,
    pets: ['Misty'],
    serviceType: 'house-sitting',
    fromDay: -21,
    days: 3,
    status: 'accepted',
    rating: [5, 'Gave Misty her eye drops on time, every time.'],
  },
  {
    sitter: 4,
    owner: 3,
    pets: ['Coco'],
    serviceType: 'day-care',
    fromDay: -12,
    days: 2,
    status: 'accepted',
    rating: [4, 'Friendly and on time.'],
  },
  {
    sitter: 5,
    owner: 3,
    pets: ['Coco'],
    serviceType: 'hostel-checkin',
    fromDay: -60,
    days: 10,
    status: 'accepted',
    rating: [5, 'A calm garden home, exactly what Coco needed.'],
  },
  {
    sitter: 5,
    owner: 1,
    pets: ['Misty'],
    serviceType: 'hostel-checkin',
    fromDay: -25,
    days: 3,
    status: 'accepted',
    rating: [4, 'Lovely place, a little far from the city.'],
  },
  {
    sitter: 6,
    owner: 2,
    pets: ['Luna'],
    serviceType: 'dog-walking',
    fromDay: -35,
    days: 14,
    startTime: '12:00',
    endTime: '13:00',
    daysOfWeek: ['monday', 'wednesday', 'friday'],
    status: 'accepted',
    rating: [5, 'Luna waits at the door for Sofia now.'],
  },
  {
    sitter: 6,
    owner: 2,
    pets: ['Luna'],
    serviceType: 'house-sitting',
    fromDay: -8,
    days: 3,
    status: 'accepted',
    rating: [4, 'Great care, the flat was spotless.'],
  },
  {
    sitter: 8,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'hostel-checkin',
    fromDay: -18,
    days: 2,
    status: 'accepted',
    rating: [3, 'Good care, but updates were slow.'],
  },
  {
    sitter: 9,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'hostel-checkin',
    fromDay: -50,
    days: 5,
    status: 'accepted',
    rating: [5, 'Professional hostel, Bruno had his own room.'],
  },
  {
    sitter: 11,
    owner: 2,
    pets: ['Luna'],
    serviceType: 'dog-walking',
    fromDay: -16,
    days: 3,
    startTime: '09:00',
    endTime: '10:00',
    status: 'accepted',
    rating: [5, 'Emily is brilliant with retrievers.'],
  },
  {
    sitter: 12,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'dog-walking',
    fromDay: -6,
    days: 2,
    startTime: '18:00',
    endTime: '19:00',
    status: 'accepted',
  },
  {
    sitter: 2,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'dog-walking',
    fromDay: -4,
    days: 1,
    status: 'declined',
    declineReason: 'I am away that week, sorry!',
  },
  {
    sitter: 3,
    owner: 3,
    pets: ['Coco'],
    serviceType: 'house-sitting',
    fromDay: 12,
    days: 4,
    status: 'accepted',
    comment: 'Family wedding out of town.',
    instructions: 'Fresh hay twice a day; no carrots.',
  },
  {
    sitter: 1,
    owner: 1,
    pets: ['Bruno'],
    serviceType: 'dog-walking',
    fromDay: 7,
    days: 28,
    startTime: '07:00',
    endTime: '08:00',
    daysOfWeek: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    status: 'accepted',
  },
  {
    sitter: 1,
    owner: 2,
    pets: ['Luna'],
    serviceType: 'house-sitting',
    fromDay: 40,
    days: 5,
    status: 'pending',
    instructions: 'Luna needs her joint supplement with dinner.',
  },
  { sitter: 1, owner: 3, pets: ['Coco'], serviceType: 'day-care', fromDay: 3, days: 1, status: 'pending' },
  {
    sitter: 3,
    owner: 1,
    pets: ['Bruno', 'Misty'],
    serviceType: 'hostel-checkin',
    fromDay: 30,
    days: 6,
    status: 'pending',
    comment: 'Holiday in Goa.',
  },
  {
    sitter: 6,
    owner: 2,
    pets: ['Luna'],
    serviceType: 'dog-walking',
    fromDay: 5,
    days: 21,
    startTime: '12:00',
    endTime: '13:00',
    daysOfWeek: ['tuesday', 'thursday'],
    status: 'pending',
  },
  { sitter: 8, owner: 1, pets: ['Bruno'], serviceType: 'day-care', fromDay: 9, days: 2, status: 'pending' },
];

/**
 * Demo days off (decision 116) as [sitter no., days from the sitter's today, length in days], clear of the
 * demo bookings and requests, so a demo sitter's calendar shows days off in the coming weeks.
 */
export const SEED_SITTER_DAYS_OFF: Array<[number, number, number]> = [
  [1, 36, 3],
  [3, 20, 4],
  [4, 6, 2],
  [4, 27, 1],
  [6, 28, 3],
];

const dateAfter = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Demo data of the care area, relative to `now`: sitters sitter1-14@petpal.demo (password DEMO_PASSWORD)
 * with their profiles, the demo owners (made here too when the vet seed has not run), past bookings with
 * ratings, upcoming bookings with their claims, pending requests, then the demo trainers and stylists with
 * their calendars and sessions. Idempotent: accounts, records and pets are reused; the demo sitters' requests,
 * schedules, claims and ratings are replaced.
 */
export async function seedCareArea(db: DataPort, auth: AuthFacade, now: Date = new Date()): Promise<void> {
  const requests = createRequestsRepository(db);
  const schedules = createRecurringSchedulesRepository(db);
  const claims = createSitterClaimsRepository(db);
  const ratings = createRatingsRepository(db);
  const images = createImagesService(db);
  const calendar = createSitterCalendarRepository(db);

  const owners = [];
  for (const seed of DEMO_OWNERS) {
    const userId = await auth.seedAccount(seed.email, DEMO_PASSWORD, 'pet_owner', now);
    const record =
      (await auth.records.findByUser('pet_owner', userId)) ??
      (await auth.saveRecord('pet_owner', userId, seed.fields, now));
    const pets: PetDoc[] = [];
    for (const pet of seed.pets) pets.push(await auth.seedPet(record._id, pet, now));
    owners.push({ record, pets });
  }

  await seedTrainers(db, auth, owners, DEMO_PASSWORD, now);
  await seedStylists(db, auth, DEMO_PASSWORD, now);

  const sitters = [];
  for (const [i, seed] of SEED_SITTERS.entries()) {
    const userId = await auth.seedAccount(`sitter${i + 1}@petpal.demo`, DEMO_PASSWORD, 'pet_sitter', now);
    const record = await auth.saveRecord('pet_sitter', userId, await images.seedArtIn(seed.fields), now);
    await auth.seedVerified('pet_sitter', userId, now);
    const old = (await requests.listAllOfSitter(record._id)).map((doc) => doc._id);
    await schedules.deleteByRequestIds(old);
    await requests.deleteByIds(old);
    await claims.deleteBySitter(record._id);
    await ratings.deleteBySitter(record._id);
    // The calendar reads days off in the sitter's zone: their city's, as the demo requests are.
    await calendar.clearProvider(record._id);
    await calendar.saveZone(record._id, new ObjectId(), seed.timeZone, now);
    const today = todayIn(seed.timeZone, now.getTime());
    for (const [, from, length] of SEED_SITTER_DAYS_OFF.filter(([no]) => no === i + 1)) {
      const days = { startDate: addDays(today, from), endDate: addDays(today, from + length - 1), reason: 'Away' };
      await calendar.insertHoliday(record._id, new ObjectId(), days, now);
    }
    sitters.push({ record, timeZone: seed.timeZone });
  }

  for (const seed of SEED_REQUESTS) {
    const sitter = sitters[seed.sitter - 1]!;
    const owner = owners[seed.owner - 1]!;
    const today = new Date(now.getTime()).toISOString().slice(0, 10);
    const repeat = seed.daysOfWeek !== undefined && isRecurringService(seed.serviceType);
    const coverage = {
      serviceType: seed.serviceType,
      scheduleType: repeat ? ('repeat-weekly' as const) : ('one-time' as const),
      startDate: dateAfter(today, seed.fromDay),
      endDate: dateAfter(today, seed.fromDay + seed.days - 1),
      startTime: seed.startTime ?? '09:00',
      endTime: seed.endTime ?? '17:00',
      timeZone: sitter.timeZone,
      daysOfWeek: seed.daysOfWeek ?? [],
    };
    const windows = windowsOf(coverage);
    const startsAt = new Date(windows[0]!.startMs);
    const endsAt = new Date(windows[windows.length - 1]!.endMs);
    // Past requests were sent a week before they started; pending ones just now.
    const createdAt =
      seed.status === 'pending' ? now : new Date(Math.min(now.getTime(), startsAt.getTime()) - 7 * DAY_MS);
    const pets = owner.pets.filter((pet) => seed.pets.includes(pet.name));
    const doc: BookingRequestDoc = {
      _id: new ObjectId(),
      petOwnerId: owner.record._id,
      ownerUserId: owner.record.userId,
      petSitterId: sitter.record._id,
      sitterUserId: sitter.record.userId,
      ...coverage,
      startsAt,
      endsAt,
      comment: seed.comment ?? defaultRequestComment(seed.serviceType),
      status: seed.status,
      emergencyContact: `${owner.record.fullName}, ${owner.record.phoneNumber}`,
      specialCareInstructions: seed.instructions ?? '',
      location: owner.record.location,
      selectedPets: pets.map((pet) => ({
        petId: pet._id,
        name: pet.name,
        breed: pet.breed,
        species: pet.species,
        sizeLbs: pet.sizeLbs,
      })),
      getsAlongWithOtherDogs: true,
      dogSizeLbs: Math.round(pets.reduce((sum, pet) => sum + pet.sizeLbs, 0) / Math.max(1, pets.length)),
      declineReason: seed.declineReason ?? null,
      createdAt,
      updatedAt: createdAt,
      expiresAt: expiryOf(createdAt, startsAt),
      respondedAt: seed.status === 'pending' ? null : new Date(createdAt.getTime() + 3_600_000),
    };
    if (seed.status === 'accepted') {
      const claimed = await claims.claim(sitter.record._id, doc._id, new ObjectId(), cellsOf(windows), createdAt);
      if (!claimed) throw new Error(`demo booking ${SEED_REQUESTS.indexOf(seed) + 1} overlaps another`);
    }
    await requests.insert(doc);
    if (repeat && isRecurringService(doc.serviceType)) {
      await schedules.insert(doc.serviceType, {
        _id: new ObjectId(),
        bookingRequestId: doc._id,
        serviceStartDate: doc.startDate,
        serviceEndDate: doc.endDate,
        daysOfWeek: coverage.daysOfWeek,
        isRecurring: true,
        createdAt,
      });
    }
    if (seed.rating) {
      await ratings.insertOnce({
        _id: new ObjectId(),
        appointmentId: doc._id,
        petSitterId: sitter.record._id,
        petOwnerId: owner.record._id,
        rating: seed.rating[0],
        feedback: seed.rating[1],
        createdAt: new Date(endsAt.getTime() + 5 * 3_600_000),
      });
    }
  }
}

export const careSeeder: Seeder = {
  area: 'care',
  version: 7,
  description:
    'demo pet sitters (sitter1-14@petpal.demo, verified like every demo provider, with days off in their zones), their bookings, ratings and pending requests; demo emergency clinics; demo pet trainers (trainer1-10@petpal.demo) and sessions; demo pet stylists (stylist1-8@petpal.demo) with schedules, breaks, holidays and bookings',
  run: async (db) => {
    const auth = createAuthFacade(db);
    await seedCareArea(db, auth);
    await seedEmergencyClinics(db);
  },
};
