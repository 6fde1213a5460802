import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { ProfileFields, TrainingSessionType } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { createImagesService, seedArt } from '../../images';
import { createTrainerRatingsRepository } from '../ratings/ratings.repository';
import { createTrainerCalendarRepository } from './trainer-calendar.repository';
import { createTrainingAppointmentsRepository, type TrainingAppointmentDoc } from './training-appointments.repository';
import { createTrainingChargesRepository } from './training-charges.repository';
import { createTrainingClaimsRepository } from './training-claims.repository';
import { sessionSpan, trainingCells } from './training-time';

const DAY_MS = 86_400_000;
// Our own drawings, stored by the seed through the image pipeline (decision 083): nothing is hot-linked.
const photo = (id: string) => seedArt('portrait', id);

/** Demo trainers trainer1-10@petpal.demo (password petpal-demo), in six cities. */
export const SEED_TRAINERS: Array<ProfileFields<'pet_trainer'>> = [
  {
    fullName: 'Kabir Mehta',
    location: 'Mumbai, Maharashtra',
    profileImageUrl: photo('1500648767791-00dcc994a43e'),
    hourlyRate: 900,
    yearsExperience: 8,
    specializations: ['Obedience', 'Behavioral Modification', 'Puppy'],
    bio: 'Certified trainer using positive reinforcement; calm, reactive and rescue dogs welcome.',
    availability: 'Weekdays 09:00-18:00, Saturday mornings',
  },
  {
    fullName: 'Ananya Rao',
    location: 'Bengaluru, Karnataka',
    profileImageUrl: photo('1494790108377-be9c29b29330'),
    hourlyRate: 750,
    yearsExperience: 5,
    specializations: ['Puppy', 'House', 'Socialization'],
    bio: 'Puppy classes and house training at your home or online.',
    availability: 'Every day 10:00-19:00',
  },
  {
    fullName: 'Rohan Desai',
    location: 'Pune, Maharashtra',
    hourlyRate: 650,
    yearsExperience: 3,
    specializations: ['Agility', 'Trick'],
    bio: 'Agility and trick training for energetic dogs; competition coaching.',
    availability: 'Evenings and weekends',
  },
  {
    fullName: 'Meera Iyer',
    location: 'Chennai, Tamil Nadu',
    profileImageUrl: photo('1438761681033-6461ffad8d80'),
    hourlyRate: 1200,
    yearsExperience: 12,
    specializations: ['Service Dog Training', 'Obedience'],
    bio: 'Service and assistance dog training; twelve years with guide-dog programmes.',
    availability: 'By appointment',
  },
  {
    fullName: 'Arjun Singh',
    location: 'New Delhi, Delhi',
    hourlyRate: 800,
    yearsExperience: 6,
    specializations: ['Behavioral Modification', 'Socialization'],
    bio: 'Fear, aggression and leash reactivity; patient, science-based methods.',
    availability: 'Weekdays 08:00-16:00',
  },
  {
    fullName: 'Sara Fernandes',
    location: 'Goa',
    profileImageUrl: photo('1544005313-94ddf0286df2'),
    hourlyRate: 600,
    yearsExperience: 4,
    specializations: ['Puppy', 'Trick', 'House'],
    bio: 'Fun sessions for puppies and young dogs; beach recall practice.',
    availability: 'Mornings',
  },
  {
    fullName: 'Vikram Nair',
    location: 'Bengaluru, Karnataka',
    hourlyRate: 1000,
    yearsExperience: 10,
    specializations: ['Obedience', 'Agility', 'Service Dog Training'],
    bio: 'Obedience foundations through advanced off-leash work.',
    availability: 'Weekdays 09:00-20:00',
  },
  {
    fullName: 'Nisha Kapoor',
    location: 'Mumbai, Maharashtra',
    hourlyRate: 700,
    yearsExperience: 2,
    specializations: ['Socialization', 'Puppy'],
    bio: 'Small-group socialisation and first-time owner coaching.',
    availability: 'Weekends',
  },
  {
    fullName: 'Imran Sheikh',
    location: 'Hyderabad, Telangana',
    profileImageUrl: photo('1507003211169-0a1dd7228f2d'),
    hourlyRate: 850,
    yearsExperience: 7,
    specializations: ['House', 'Obedience', 'Behavioral Modification'],
    bio: 'House training and good manners for adult and adopted dogs.',
    availability: 'Weekdays 10:00-19:00',
  },
  {
    fullName: 'Tara Menon',
    location: 'Pune, Maharashtra',
    hourlyRate: 550,
    yearsExperience: 1,
    specializations: ['Trick', 'Puppy'],
    bio: 'Trick training and enrichment games online or at your home.',
    availability: 'Afternoons',
  },
];

/**
 * Demo sessions: trainer (1-based), owner index, days from today, time, type, status, and the owner's rating
 * of a completed one (decision 078: cards show these real ratings; trainers without one show "New"). The
 * session 6 days ago is left unrated, so owner1 is asked to Rate it.
 */
const SEED_SESSIONS: Array<{
  trainer: number;
  owner: number;
  day: number;
  start: string;
  end: string;
  sessionType: TrainingSessionType;
  status: 'confirmed' | 'cancelled';
  rating?: { stars: number; feedback: string };
}> = [
  { trainer: 1, owner: 0, day: 2, start: '10:00', end: '11:00', sessionType: 'Obedience', status: 'confirmed' },
  { trainer: 1, owner: 1, day: 4, start: '17:00', end: '18:00', sessionType: 'Puppy', status: 'confirmed' },
  { trainer: 2, owner: 2, day: 3, start: '11:00', end: '12:30', sessionType: 'House Training', status: 'confirmed' },
  { trainer: 1, owner: 0, day: -6, start: '09:00', end: '10:00', sessionType: 'Basic', status: 'confirmed' },
  {
    trainer: 1,
    owner: 1,
    day: -9,
    start: '10:00',
    end: '11:00',
    sessionType: 'Obedience',
    status: 'confirmed',
    rating: { stars: 5, feedback: 'Clear, patient and kind. Our dog now sits and stays.' },
  },
  {
    trainer: 1,
    owner: 2,
    day: -12,
    start: '16:00',
    end: '17:00',
    sessionType: 'Basic',
    status: 'confirmed',
    rating: { stars: 4, feedback: 'Good first session; homework was useful.' },
  },
  {
    trainer: 2,
    owner: 0,
    day: -8,
    start: '11:00',
    end: '12:00',
    sessionType: 'House Training',
    status: 'confirmed',
    rating: { stars: 4, feedback: '' },
  },
  {
    trainer: 3,
    owner: 1,
    day: -10,
    start: '09:00',
    end: '10:30',
    sessionType: 'Agility',
    status: 'confirmed',
    rating: { stars: 5, feedback: 'Great fun for an energetic dog.' },
  },
];

/**
 * Demo trainers' weekly hours (decision 093), in Asia/Kolkata: Monday to Saturday 09:00-18:00 in 60-minute
 * sessions with a lunch break 13:00-14:00; every third trainer also works Sunday mornings.
 */
const SEED_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

async function seedTrainerCalendar(
  calendar: ReturnType<typeof createTrainerCalendarRepository>,
  trainerId: ObjectId,
  index: number,
  now: Date,
): Promise<void> {
  await calendar.clearProvider(trainerId);
  await calendar.saveZone(trainerId, new ObjectId(), 'Asia/Kolkata', now);
  await Promise.all(
    SEED_WEEK.map(async (dayOfWeek) => {
      const scheduleId = new ObjectId();
      const hours = { dayOfWeek, startTime: '09:00', endTime: '18:00', slotDurationMinutes: 60, isAvailable: true };
      await calendar.insertSchedule(trainerId, scheduleId, hours, now);
      await calendar.insertBreak(trainerId, scheduleId, { startTime: '13:00', endTime: '14:00' }, now, new ObjectId());
    }),
  );
  if (index % 3 === 0) {
    const sunday = {
      dayOfWeek: 'sunday' as const,
      startTime: '09:00',
      endTime: '12:00',
      slotDurationMinutes: 60,
      isAvailable: true,
    };
    await calendar.insertSchedule(trainerId, new ObjectId(), sunday, now);
  }
}

/** An owner of the care seed: their role record and pets. */
export interface SeedOwner {
  record: { _id: ObjectId; userId: ObjectId };
  pets: Array<{ _id: ObjectId; name: string; breed: string }>;
}

/**
 * Demo trainers trainer1-10@petpal.demo and a few in-person sessions with the demo owners (the care
 * seed's). Idempotent: accounts and records are reused; the demo trainers' sessions, claims and charges
 * are replaced, and so are their weekly hours. Sessions and hours are in Asia/Kolkata.
 */
export async function seedTrainers(
  db: DataPort,
  auth: AuthFacade,
  owners: readonly SeedOwner[],
  password: string,
  now: Date,
): Promise<void> {
  const appointments = createTrainingAppointmentsRepository(db);
  const claims = createTrainingClaimsRepository(db);
  const charges = createTrainingChargesRepository(db);
  const ratings = createTrainerRatingsRepository(db);
  const images = createImagesService(db);
  const calendar = createTrainerCalendarRepository(db);
  const trainers = [];
  for (const [i, fields] of SEED_TRAINERS.entries()) {
    const userId = await auth.seedAccount(`trainer${i + 1}@petpal.demo`, password, 'pet_trainer', now);
    const record = await auth.saveRecord('pet_trainer', userId, await images.seedArtIn(fields), now);
    await auth.seedVerified('pet_trainer', userId, now);
    const old = (await appointments.listAllOfTrainer(record._id)).map((doc) => doc._id);
    await charges.deleteByAppointments(old);
    await appointments.deleteByIds(old);
    await claims.deleteByTrainer(record._id);
    await ratings.deleteOf(record._id);
    await seedTrainerCalendar(calendar, record._id, i, now);
    trainers.push(record);
  }

  const timeZone = 'Asia/Kolkata';
  const today = new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  for (const seed of SEED_SESSIONS) {
    const trainer = trainers[seed.trainer - 1]!;
    const owner = owners[seed.owner];
    if (!owner) continue;
    const pet = owner.pets[0] ?? null;
    const appointmentDate = new Date(Date.parse(`${today}T00:00:00Z`) + seed.day * DAY_MS).toISOString().slice(0, 10);
    const span = sessionSpan({ timeZone, appointmentDate, startTime: seed.start, endTime: seed.end });
    const createdAt = new Date(Math.min(now.getTime(), span.startsAt.getTime()) - 3 * DAY_MS);
    const doc: TrainingAppointmentDoc = {
      _id: new ObjectId(),
      petOwnerId: owner.record._id,
      ownerUserId: owner.record.userId,
      petTrainerId: trainer._id,
      trainerUserId: trainer.userId,
      petId: pet?._id ?? null,
      pet: pet ? { name: pet.name, breed: pet.breed } : null,
      appointmentDate,
      startTime: seed.start,
      endTime: seed.end,
      timeZone,
      ...span,
      sessionType: seed.sessionType,
      appointmentType: 'in_person',
      contactMethod: null,
      contactLink: null,
      specialInstructions: '',
      status: seed.status,
      paymentRequired: false,
      paymentStatus: 'not_required',
      paymentMethodId: null,
      amount: null,
      currency: null,
      disclaimerAccepted: false,
      disclaimerAcceptedAt: null,
      expiresAt: null,
      declineReason: null,
      respondedAt: null,
      createdAt,
      updatedAt: createdAt,
    };
    if (
      seed.status === 'confirmed' &&
      !(await claims.claim(trainer._id, doc._id, trainingCells(span.startsAt, span.endsAt), createdAt))
    ) {
      throw new Error(`demo training session ${SEED_SESSIONS.indexOf(seed) + 1} overlaps another`);
    }
    await appointments.insert(doc);
    if (seed.rating) {
      await ratings.insertOnce({
        _id: new ObjectId(),
        appointmentId: doc._id,
        petTrainerId: trainer._id,
        petOwnerId: owner.record._id,
        rating: seed.rating.stars,
        feedback: seed.rating.feedback,
        createdAt: new Date(span.endsAt.getTime() + 2 * 3_600_000),
      });
    }
  }
}
