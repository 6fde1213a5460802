import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { ProfileFields, Weekday } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { createImagesService, seedArt } from '../../images';
import {
  addDays,
  bookingWindow,
  cellsOf,
  instantOf,
  planDay,
  type PlannedSlot,
  prepareCalendar,
  visibleSlots,
} from '../../scheduling';
import { createStylistRatingsRepository } from '../ratings/ratings.repository';
import { createStylistCalendarRepository } from './stylist-calendar.repository';
import { createStylistClaimsRepository } from './stylist-claims.repository';
import { confirmedStyling, createStylingAppointmentsRepository } from './styling-appointments.repository';
import { readStylistCalendar } from './stylist-availability';

// Our own drawings, stored by the seed through the image pipeline (decision 083): nothing is hot-linked.
const portrait = (kind: 'women' | 'men', n: number) => seedArt('portrait', `${kind}-${n}`);

interface SeedStylist {
  fields: ProfileFields<'pet_stylist'>;
  timeZone: string;
  /** Weekly hours: [weekdays, start, end, slot minutes or null for the 60-minute default]. */
  hours: Array<[Weekday[], string, string, number | null]>;
  /** A daily break [start, end] in every schedule. */
  lunch: [string, string] | null;
  /** Holidays as [days from today, length in days]. */
  holidays: Array<[number, number]>;
}

const WEEKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** Demo stylists stylist1-8@petpal.demo, in several cities and zones. */
export const SEED_STYLISTS: SeedStylist[] = [
  {
    fields: {
      fullName: 'Meera Iyer',
      location: 'Mumbai, Maharashtra',
      profileImageUrl: portrait('women', 44),
      hourlyRate: 700,
      yearsExperience: 8,
      specializations: ['Full Grooming', 'Bath & Brush', 'Nail Trimming', 'De-shedding'],
      bio: 'Fear-free grooming for anxious dogs and cats; breed cuts on request.',
      availability: 'Monday to Saturday, 10:00 to 18:00',
    },
    timeZone: 'Asia/Kolkata',
    hours: [[[...WEEKDAYS, 'saturday'], '10:00', '18:00', null]],
    lunch: ['13:00', '14:00'],
    holidays: [[5, 2]],
  },
  {
    fields: {
      fullName: 'Rohan Kapoor',
      location: 'Bengaluru, Karnataka',
      profileImageUrl: portrait('men', 32),
      hourlyRate: 550,
      yearsExperience: 5,
      specializations: ['Hair Cutting', 'Bath & Brush', 'Ear Cleaning', 'Teeth Cleaning'],
      bio: 'Doodle and terrier specialist; gentle teeth and ear care.',
      availability: 'Weekdays 09:00 to 17:00',
    },
    timeZone: 'Asia/Kolkata',
    hours: [[WEEKDAYS, '09:00', '17:00', null]],
    lunch: ['12:30', '13:30'],
    holidays: [[10, 3]],
  },
  {
    fields: {
      fullName: 'Ananya Sen',
      location: 'New Delhi, Delhi',
      profileImageUrl: portrait('women', 65),
      hourlyRate: 600,
      yearsExperience: 6,
      specializations: ['Full Grooming', 'Flea Treatment', 'De-shedding'],
      bio: 'Seasonal coat care and flea treatments with pet-safe products.',
      availability: 'Tuesday to Sunday',
    },
    timeZone: 'Asia/Kolkata',
    hours: [[['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], '11:00', '19:00', 90]],
    lunch: ['14:00', '15:00'],
    holidays: [[3, 1]],
  },
  {
    fields: {
      fullName: 'Omar Haddad',
      location: 'Dubai, United Arab Emirates',
      profileImageUrl: portrait('men', 51),
      hourlyRate: 1500,
      yearsExperience: 10,
      specializations: ['Full Grooming', 'Hair Cutting', 'Nail Trimming'],
      bio: 'Show-ring finishing and hand scissoring.',
      availability: 'Sunday to Thursday',
    },
    timeZone: 'Asia/Dubai',
    hours: [[['sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], '08:00', '16:00', null]],
    lunch: ['12:00', '13:00'],
    holidays: [[14, 4]],
  },
  {
    fields: {
      fullName: 'Hannah Clarke',
      location: 'London, United Kingdom',
      profileImageUrl: portrait('women', 12),
      hourlyRate: 1800,
      yearsExperience: 12,
      specializations: ['Bath & Brush', 'Nail Trimming', 'Ear Cleaning', 'Teeth Cleaning'],
      bio: 'Quick tidy-ups, nails and hygiene care between full grooms.',
      availability: 'Weekdays, mornings',
    },
    timeZone: 'Europe/London',
    hours: [[WEEKDAYS, '08:00', '13:00', 30]],
    lunch: null,
    holidays: [[7, 2]],
  },
  {
    fields: {
      fullName: 'Marcus Lee',
      location: 'New York, NY, USA',
      profileImageUrl: portrait('men', 22),
      hourlyRate: 2200,
      yearsExperience: 9,
      specializations: ['Full Grooming', 'Hair Cutting', 'De-shedding', 'Flea Treatment'],
      bio: 'Big-dog friendly salon with a hydraulic table.',
      availability: 'Monday to Saturday',
    },
    timeZone: 'America/New_York',
    hours: [
      [WEEKDAYS, '09:00', '17:00', null],
      [['saturday'], '10:00', '14:00', null],
    ],
    lunch: ['12:00', '13:00'],
    holidays: [[20, 2]],
  },
  {
    fields: {
      fullName: 'Li Wei Tan',
      location: 'Singapore',
      profileImageUrl: portrait('women', 29),
      hourlyRate: 1200,
      yearsExperience: 4,
      specializations: ['Bath & Brush', 'Nail Trimming', 'Teeth Cleaning'],
      bio: 'Small breeds and cats; calm, quiet studio.',
      availability: 'Wednesday to Sunday',
    },
    timeZone: 'Asia/Singapore',
    hours: [[['wednesday', 'thursday', 'friday', 'saturday', 'sunday'], '10:00', '18:00', null]],
    lunch: ['13:00', '14:00'],
    holidays: [[12, 1]],
  },
  {
    fields: {
      fullName: 'Jack Murray',
      location: 'Sydney, NSW, Australia',
      profileImageUrl: portrait('men', 60),
      hourlyRate: 1600,
      yearsExperience: 7,
      specializations: ['Full Grooming', 'De-shedding', 'Flea Treatment', 'Ear Cleaning'],
      bio: 'Mobile-van grooming habits, now in a studio: double coats are my thing.',
      availability: 'Weekdays',
    },
    timeZone: 'Australia/Sydney',
    hours: [[WEEKDAYS, '07:00', '15:00', null]],
    lunch: ['11:00', '11:30'],
    holidays: [[4, 3]],
  },
];

/** Demo bookings: [stylist no., owner e-mail, days ahead, nth free slot of that day, service]. */
const SEED_STYLINGS: Array<[number, string, number, number, string]> = [
  [1, 'owner1@petpal.demo', 2, 1, 'Full Grooming'],
  [1, 'owner2@petpal.demo', 3, 2, 'Nail Trimming'],
  [2, 'owner1@petpal.demo', 4, 0, 'Hair Cutting'],
  [4, 'owner3@petpal.demo', 6, 1, 'Full Grooming'],
  [6, 'owner2@petpal.demo', 8, 2, 'De-shedding'],
];

/**
 * Demo appointments already over: [stylist no., owner e-mail, days ago, start, end, service, the owner's
 * rating or null]. Decision 078: cards show these real ratings, stylists without one show "New"; owner1's
 * unrated one asks them to Rate.
 */
const SEED_PAST_STYLINGS: Array<
  [number, string, number, string, string, string, { stars: number; feedback: string } | null]
> = [
  [1, 'owner1@petpal.demo', 7, '10:00', '11:00', 'Full Grooming', { stars: 5, feedback: 'Gentle with a nervous dog.' }],
  [1, 'owner2@petpal.demo', 12, '14:00', '15:00', 'Nail Trimming', { stars: 4, feedback: 'Quick and careful.' }],
  [2, 'owner3@petpal.demo', 9, '10:00', '11:00', 'Hair Cutting', { stars: 5, feedback: '' }],
  [3, 'owner1@petpal.demo', 5, '11:00', '12:30', 'De-shedding', null],
];

/**
 * Demo stylists with their records, zones, weekly schedules, lunch breaks, holidays and a few confirmed
 * appointments of the demo owners (who must exist: the care seed makes them first). Idempotent: accounts
 * and records are reused; the demo stylists' calendars, appointments and claims are replaced.
 */
export async function seedStylists(
  db: DataPort,
  auth: AuthFacade,
  password: string,
  now: Date = new Date(),
): Promise<void> {
  const calendar = createStylistCalendarRepository(db);
  const appointments = createStylingAppointmentsRepository(db);
  const claims = createStylistClaimsRepository(db);
  const ratings = createStylistRatingsRepository(db);
  const images = createImagesService(db);
  const stylists = [];
  for (const [i, seed] of SEED_STYLISTS.entries()) {
    const userId = await auth.seedAccount(`stylist${i + 1}@petpal.demo`, password, 'pet_stylist', now);
    const record = await auth.saveRecord('pet_stylist', userId, await images.seedArtIn(seed.fields), now);
    await auth.seedVerified('pet_stylist', userId, now);
    await calendar.clearStylist(record._id);
    await appointments.deleteByStylist(record._id);
    await claims.deleteByProvider(record._id);
    await ratings.deleteOf(record._id);
    await calendar.saveSettings({
      _id: new ObjectId(),
      stylistId: record._id,
      timeZone: seed.timeZone,
      updatedAt: now,
    });
    const today = bookingWindow(seed.timeZone, now.getTime()).today;
    for (const [days, start, end, minutes] of seed.hours) {
      for (const dayOfWeek of days) {
        const scheduleId = new ObjectId();
        await calendar.insertSchedule({
          _id: scheduleId,
          stylistId: record._id,
          dayOfWeek,
          startTime: start,
          endTime: end,
          slotDurationMinutes: minutes,
          isAvailable: true,
          createdAt: now,
        });
        if (seed.lunch) {
          await calendar.insertBreak({
            _id: new ObjectId(),
            scheduleId,
            stylistId: record._id,
            startTime: seed.lunch[0],
            endTime: seed.lunch[1],
            createdAt: now,
          });
        }
      }
    }
    for (const [from, length] of seed.holidays) {
      await calendar.insertHoliday({
        _id: new ObjectId(),
        stylistId: record._id,
        startDate: addDays(today, from),
        endDate: addDays(today, from + length - 1),
        reason: 'Away',
        createdAt: now,
      });
    }
    stylists.push({ record, seed, today });
  }

  /** A demo owner's account, record and first pet (null when the record is missing). */
  async function ownerOf(email: string) {
    const ownerUser = await auth.seedAccount(email, password, 'pet_owner', now);
    const owner = await auth.records.findByUser('pet_owner', ownerUser);
    if (!owner) return null;
    return { ownerUser, owner, pet: (await auth.pets.listByOwner(owner._id))[0] ?? null };
  }

  for (const [no, email, daysAgo, start, end, service, rating] of SEED_PAST_STYLINGS) {
    const { record, seed, today } = stylists[no - 1]!;
    const found = await ownerOf(email);
    if (!found) continue;
    const date = addDays(today, -daysAgo);
    const startsAt = new Date(instantOf(seed.timeZone, date, start));
    const endsAt = new Date(instantOf(seed.timeZone, date, end));
    const doc = confirmedStyling(
      {
        _id: new ObjectId(),
        petOwnerId: found.owner._id,
        ownerUserId: found.ownerUser,
        stylistId: record._id,
        stylistUserId: record.userId,
        petId: found.pet?._id ?? null,
        scheduleId: new ObjectId(),
        appointmentDate: date,
        startTime: start,
        endTime: end,
        timeZone: seed.timeZone,
        startsAt,
        endsAt,
        serviceType: service,
        specialInstructions: '',
      },
      new Date(startsAt.getTime() - 3 * 86_400_000),
    );
    await appointments.insert(doc);
    if (rating) {
      await ratings.insertOnce({
        _id: new ObjectId(),
        appointmentId: doc._id,
        stylistId: record._id,
        petOwnerId: found.owner._id,
        rating: rating.stars,
        feedback: rating.feedback,
        createdAt: new Date(endsAt.getTime() + 3_600_000),
      });
    }
  }

  for (const [no, email, days, nth, service] of SEED_STYLINGS) {
    const { record, seed, today } = stylists[no - 1]!;
    const demoOwner = await ownerOf(email);
    if (!demoOwner) continue;
    const { ownerUser, owner, pet } = demoOwner;
    const prepared = prepareCalendar(
      await readStylistCalendar(
        { calendar, appointments },
        { id: record._id, timeZone: seed.timeZone },
        today,
        Array.from({ length: 9 }, (_, i) => addDays(today, days - 1 + i)),
      ),
    );
    // The nth free slot of the first working day from `days` ahead.
    let found: { date: string; slot: PlannedSlot } | null = null;
    for (let i = 0; i < 7 && !found; i++) {
      const date = addDays(today, days + i);
      const slot = visibleSlots(planDay(prepared, date), now.getTime())[nth];
      if (slot) found = { date, slot };
    }
    if (!found) continue;
    const { date, slot } = found;
    const doc = confirmedStyling(
      {
        _id: new ObjectId(),
        petOwnerId: owner._id,
        ownerUserId: ownerUser,
        stylistId: record._id,
        stylistUserId: record.userId,
        petId: pet?._id ?? null,
        scheduleId: new ObjectId(slot.scheduleId),
        appointmentDate: date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        timeZone: seed.timeZone,
        startsAt: new Date(slot.startMs),
        endsAt: new Date(slot.endMs),
        serviceType: service,
        specialInstructions: '',
      },
      now,
    );
    if (await claims.claim(record._id, doc._id, cellsOf(slot.startMs, slot.endMs), now)) await appointments.insert(doc);
  }
}
