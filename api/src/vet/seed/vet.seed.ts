import { ObjectId } from 'mongodb';
import { createAuthFacade, type PetDoc } from '../../auth';
import { createImagesService } from '../../images';
import { DEFAULT_SLOT_MINUTES } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import type { Seeder } from '../../seed/seeder';
import { timeZoneOf, toCalendarSchedule } from '../availability/availability.service';
import {
  addDays,
  bookingWindow,
  type BusyInterval,
  cellsOf,
  clockOf,
  dateIn,
  localToInstant,
  minutesOf,
  planDay,
  type PlannedSlot,
  prepareCalendar,
  visibleSlots,
} from '../../scheduling';
import type { VetRecordDoc } from '../directory/vet-records';
import { createVetRepositories } from '../vet-area';
import type { BreakDoc } from '../availability/breaks.repository';
import type { HolidayDoc } from '../availability/holidays.repository';
import type { ScheduleDoc } from '../availability/schedules.repository';
import type { AppointmentDoc } from '../booking/appointments.repository';
import { DEMO_OWNERS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { SEED_PAST_VISITS, SEED_UPCOMING, SEED_VETS } from './vet.seed-data';

type Repos = ReturnType<typeof createVetRepositories>;

interface SeededVet {
  doc: VetRecordDoc;
  today: string;
  schedules: ScheduleDoc[];
  breaks: BreakDoc[];
  holidays: HolidayDoc[];
  busy: BusyInterval[];
}

interface SeededOwner {
  userId: ObjectId;
  recordId: ObjectId;
  pets: PetDoc[];
}

/** Removes what an earlier run stored for a demo vet, so running again never duplicates. */
async function clearVet(repos: Repos, vetId: ObjectId): Promise<void> {
  const ids = (await repos.appointments.listByVet(vetId)).map((doc) => doc._id);
  // Charges of removed appointments (none are seeded) are stopped by the charge job: no appointment, no charge.
  await repos.appointments.deleteByIds(ids);
  await repos.claims.deleteByVet(vetId);
  await repos.ratings.deleteByVet(vetId);
  await repos.breaks.deleteByVet(vetId);
  await repos.schedules.deleteByVet(vetId);
  await repos.holidays.deleteByVet(vetId);
}

/**
 * Demo data of the vet area, relative to `now`: accounts (password DEMO_PASSWORD), vets with schedules,
 * breaks and holidays, owners with pets, past visits with notes and ratings, upcoming appointments with
 * their slot claims. Idempotent: accounts and records are reused, the demo vets' area data replaced.
 */
export async function seedVetArea(db: DataPort, now: Date = new Date()): Promise<void> {
  const auth = createAuthFacade(db);
  const repos = createVetRepositories(db);
  const images = createImagesService(db);

  const owners: SeededOwner[] = [];
  for (const seed of DEMO_OWNERS) {
    const userId = await auth.seedAccount(seed.email, DEMO_PASSWORD, 'pet_owner', now);
    const record = await auth.saveRecord('pet_owner', userId, seed.fields, now);
    const pets: PetDoc[] = [];
    for (const pet of seed.pets) pets.push(await auth.seedPet(record._id, pet, now));
    owners.push({ userId, recordId: record._id, pets });
  }

  const vets: SeededVet[] = [];
  for (const seed of SEED_VETS) {
    const userId = await auth.seedAccount(seed.email, DEMO_PASSWORD, 'veterinary_doctor', now);
    const doc = await auth.saveRecord('veterinary_doctor', userId, await images.seedArtIn(seed.fields), now);
    await auth.seedVerified('veterinary_doctor', userId, now);
    await clearVet(repos, doc._id);
    const today = dateIn(seed.fields.timeZone, now.getTime());
    const vet: SeededVet = { doc, today, schedules: [], breaks: [], holidays: [], busy: [] };
    for (const s of seed.schedules) {
      for (const day of s.days ?? [null]) {
        const schedule: ScheduleDoc = {
          _id: new ObjectId(),
          vetId: doc._id,
          scheduleDate: s.inDays === undefined ? null : addDays(today, s.inDays),
          dayOfWeek: s.inDays === undefined ? day : null,
          startTime: s.start,
          endTime: s.end,
          slotDurationMinutes: s.slot ?? DEFAULT_SLOT_MINUTES,
          isAvailable: s.available ?? true,
          createdAt: now,
        };
        await repos.schedules.insert(schedule);
        vet.schedules.push(schedule);
        for (const [startTime, endTime, reason] of s.breaks ?? []) {
          const pause: BreakDoc = {
            _id: new ObjectId(),
            scheduleId: schedule._id,
            vetId: doc._id,
            startTime,
            endTime,
            reason,
          };
          await repos.breaks.insert(pause);
          vet.breaks.push(pause);
        }
      }
    }
    for (const [first, last, reason] of seed.holidays) {
      const holiday: HolidayDoc = {
        _id: new ObjectId(),
        vetId: doc._id,
        startDate: addDays(today, first),
        endDate: addDays(today, last),
        reason,
      };
      await repos.holidays.insert(holiday);
      vet.holidays.push(holiday);
    }
    vets.push(vet);
  }

  async function store(doc: AppointmentDoc, vet: SeededVet): Promise<boolean> {
    if (!(await repos.claims.claim(vet.doc._id, doc._id, cellsOf(doc.startsAt.getTime(), doc.endsAt.getTime()), now))) {
      return false;
    }
    await repos.appointments.insert(doc);
    vet.busy.push({ startMs: doc.startsAt.getTime(), endMs: doc.endsAt.getTime() });
    return true;
  }

  const appointment = (
    vet: SeededVet,
    owner: SeededOwner,
    petName: string,
    slot: Pick<PlannedSlot, 'date' | 'startTime' | 'endTime' | 'scheduleId' | 'startMs' | 'endMs'>,
    over: Partial<AppointmentDoc>,
  ): AppointmentDoc => {
    const fee = vet.doc.consultationFee > 0 ? vet.doc.consultationFee : null;
    return {
      _id: new ObjectId(),
      petOwnerId: owner.recordId,
      ownerUserId: owner.userId,
      vetId: vet.doc._id,
      scheduleId: new ObjectId(slot.scheduleId),
      appointmentDate: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone: timeZoneOf(vet.doc),
      startsAt: new Date(slot.startMs),
      endsAt: new Date(slot.endMs),
      status: 'confirmed',
      petId: owner.pets.find((p) => p.name === petName)?._id ?? null,
      reason: null,
      preferredContact: 'phone',
      appointmentType: 'in_person',
      contactMethod: null,
      contactLink: null,
      paymentRequired: false,
      paymentStatus: 'not_required',
      consultationFee: fee,
      paymentMethodId: null,
      disclaimerAccepted: false,
      disclaimerAcceptedAt: null,
      visitNotes: null,
      visitNotesUpdatedAt: null,
      createdAt: now,
      updatedAt: now,
      ...over,
    };
  };

  for (const [vetNo, ownerNo, petName, daysAgo, time, rating, feedback, notes] of SEED_PAST_VISITS) {
    const vet = vets[vetNo - 1] as SeededVet;
    const owner = owners[ownerNo - 1] as SeededOwner;
    const date = addDays(vet.today, -daysAgo);
    const start = minutesOf(time);
    const startMs = localToInstant(timeZoneOf(vet.doc), date, start);
    const endMs = localToInstant(timeZoneOf(vet.doc), date, start + DEFAULT_SLOT_MINUTES);
    if (startMs === null || endMs === null) continue;
    const scheduleId = (vet.schedules[0]?._id ?? new ObjectId()).toHexString();
    const doc = appointment(
      vet,
      owner,
      petName,
      { date, startTime: time, endTime: clockOf(start + DEFAULT_SLOT_MINUTES), scheduleId, startMs, endMs },
      {
        reason: 'Check-up',
        visitNotes: notes,
        visitNotesUpdatedAt: notes ? new Date(endMs + 3_600_000) : null,
        createdAt: new Date(startMs - 5 * 86_400_000),
      },
    );
    if (!(await store(doc, vet)) || rating === null) continue;
    await repos.ratings.insertOnce({
      _id: new ObjectId(),
      appointmentId: doc._id,
      vetId: vet.doc._id,
      petOwnerId: owner.recordId,
      rating,
      feedback,
      createdAt: new Date(endMs + 2 * 3_600_000),
    });
  }

  for (const [vetNo, ownerNo, petName, fromDays, nth, status, type, reason] of SEED_UPCOMING) {
    const vet = vets[vetNo - 1] as SeededVet;
    const owner = owners[ownerNo - 1] as SeededOwner;
    const calendar = prepareCalendar({
      timeZone: timeZoneOf(vet.doc),
      defaultSlotMinutes: DEFAULT_SLOT_MINUTES,
      schedules: vet.schedules.map((s) => toCalendarSchedule(s, vet.breaks)),
      holidays: vet.holidays,
      busy: vet.busy,
    });
    const dates = bookingWindow(calendar.timeZone, now.getTime()).dates.slice(fromDays);
    const slots = dates.flatMap((date) => visibleSlots(planDay(calendar, date), now.getTime()));
    const slot = slots[nth];
    if (!slot) continue;
    const tele = type === 'teleconsultation';
    await store(
      appointment(vet, owner, petName, slot, {
        status,
        reason,
        appointmentType: type,
        contactMethod: tele ? 'whatsapp' : null,
        contactLink: tele ? '+91 98765 43210' : null,
        disclaimerAccepted: tele,
        disclaimerAcceptedAt: tele ? now : null,
      }),
      vet,
    );
  }
}

export const vetSeeder: Seeder = {
  area: 'vet',
  version: 3,
  description:
    'demo vets (verified, with portraits) (vet1-10@petpal.demo), owners (owner1-3@petpal.demo), schedules, appointments, ratings',
  run: (db) => seedVetArea(db),
};
