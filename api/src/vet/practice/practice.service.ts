import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  DEFAULT_SLOT_MINUTES,
  vetMessages,
  type BreakInput,
  type HolidayInput,
  type HolidaySaved,
  type PracticeAppointment,
  type PracticeAppointmentList,
  type PracticeSettingsInput,
  type ScheduleInput,
  type ScheduleSaved,
  type SessionUser,
  type VetPractice,
  type VetSchedule,
  type VisitNotesInput,
  type Weekday,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import { toPracticeAppointment } from '../booking/appointment-views';
import { timeZoneOf } from '../availability/availability.service';
import { minutesOf, type ProviderCache } from '../../scheduling';
import type { AppointmentsRepository, Scope } from '../booking/appointments.repository';
import type { BreaksRepository } from '../availability/breaks.repository';
import { cancelAppointment } from '../booking/cancel-appointment';
import type { ChargesRepository } from '../charges/charges.repository';
import type { HolidaysRepository } from '../availability/holidays.repository';
import type { SchedulesRepository } from '../availability/schedules.repository';
import type { SlotClaimsRepository } from '../booking/slot-claims.repository';
import type { VetRecordDoc, VetRecords } from '../directory/vet-records';
import type { VetAccess } from '../access/vet-access.service';
import type { BreakDoc } from '../availability/breaks.repository';
import type { HolidayDoc } from '../availability/holidays.repository';
import type { ScheduleDoc } from '../availability/schedules.repository';
import type { AppointmentDoc } from '../booking/appointments.repository';

type Out<T> = Required<T>;

const WEEK: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Weekly schedules first (Sunday to Saturday), then date-specific ones by date; each by start time. */
function scheduleOrder(a: ScheduleDoc, b: ScheduleDoc): number {
  const rank = (s: ScheduleDoc) => (s.dayOfWeek ? `0${WEEK.indexOf(s.dayOfWeek)}` : `1${s.scheduleDate}`);
  return rank(a).localeCompare(rank(b)) || a.startTime.localeCompare(b.startTime);
}

function toSchedule(doc: ScheduleDoc, breaks: readonly BreakDoc[]): VetSchedule {
  return {
    id: doc._id.toHexString(),
    scheduleDate: doc.scheduleDate,
    dayOfWeek: doc.dayOfWeek,
    startTime: doc.startTime,
    endTime: doc.endTime,
    slotDurationMinutes: doc.slotDurationMinutes ?? DEFAULT_SLOT_MINUTES,
    isAvailable: doc.isAvailable,
    breaks: breaks
      .filter((b) => b.scheduleId.equals(doc._id))
      .map((b) => ({ id: b._id.toHexString(), startTime: b.startTime, endTime: b.endTime, reason: b.reason })),
  };
}

const toHoliday = (doc: HolidayDoc) => ({
  id: doc._id.toHexString(),
  startDate: doc.startDate,
  endDate: doc.endDate,
  reason: doc.reason,
});

export interface PracticeServiceDeps {
  access: VetAccess;
  records: AuthFacade['records'];
  vets: VetRecords;
  users: AuthFacade['users'];
  pets: AuthFacade['pets'];
  schedules: SchedulesRepository;
  breaks: BreaksRepository;
  holidays: HolidaysRepository;
  appointments: AppointmentsRepository;
  claims: SlotClaimsRepository;
  charges: ChargesRepository;
  cache: ProviderCache;
  now?: () => Date;
}

export type PracticeService = ReturnType<typeof createPracticeService>;

/**
 * The vet's own practice (not shown in the spec; the issue asks for it): schedules, breaks, holidays, time
 * zone and fee, incoming appointments and visit notes. Every change clears the vet's availability caches.
 */
export function createPracticeService(deps: PracticeServiceDeps) {
  const { now = () => new Date(), cache } = deps;
  const changed = (vet: VetRecordDoc) => cache.invalidate(vet._id.toHexString());

  async function ownSchedule(vet: VetRecordDoc, id: string): Promise<ScheduleDoc> {
    const doc = await deps.schedules.findOwned(vet._id, new ObjectId(id));
    if (!doc) throw new NotFound(vetMessages.scheduleNotFound);
    return doc;
  }

  async function scheduleView(vet: VetRecordDoc, doc: ScheduleDoc): Promise<ScheduleSaved> {
    return { schedule: toSchedule(doc, await deps.breaks.listByVet(vet._id)) };
  }

  async function practiceOf(vet: VetRecordDoc): Promise<VetPractice> {
    const [schedules, breaks, holidays] = await Promise.all([
      deps.schedules.listByVet(vet._id),
      deps.breaks.listByVet(vet._id),
      deps.holidays.listByVet(vet._id),
    ]);
    return {
      vetId: vet._id.toHexString(),
      timeZone: timeZoneOf(vet),
      consultationFee: vet.consultationFee,
      schedules: [...schedules].sort(scheduleOrder).map((doc) => toSchedule(doc, breaks)),
      holidays: holidays.map(toHoliday),
    };
  }

  async function views(docs: readonly AppointmentDoc[]): Promise<PracticeAppointment[]> {
    const ownerIds = [...new Map(docs.map((d) => [d.petOwnerId.toHexString(), d.petOwnerId])).values()];
    const userIds = [...new Map(docs.map((d) => [d.ownerUserId.toHexString(), d.ownerUserId])).values()];
    const [records, users, petLists] = await Promise.all([
      deps.vets.ownersByIds(ownerIds),
      Promise.all(userIds.map((id) => deps.users.findById(id))),
      Promise.all(ownerIds.map((id) => deps.pets.listByOwner(id))),
    ]);
    const pets = new Map(petLists.flat().map((pet) => [pet._id.toHexString(), pet]));
    const emails = new Map(users.flatMap((u) => (u ? [[u._id.toHexString(), u.email ?? '']] : [])));
    const owners = new Map(
      docs.map((d) => [
        d.ownerUserId.toHexString(),
        {
          name: records.get(d.petOwnerId.toHexString())?.fullName ?? 'Pet owner',
          email: emails.get(d.ownerUserId.toHexString()) ?? '',
        },
      ]),
    );
    return docs.map((doc) => toPracticeAppointment(doc, { owners, pets }));
  }

  async function ownAppointment(vet: VetRecordDoc, id: string): Promise<AppointmentDoc> {
    const doc = await deps.appointments.findForVet(vet._id, new ObjectId(id));
    if (!doc) throw new NotFound(vetMessages.notFound);
    return doc;
  }

  const one = async (doc: AppointmentDoc) => ({ appointment: (await views([doc]))[0] as PracticeAppointment });

  return {
    async practice(user: SessionUser): Promise<VetPractice> {
      return practiceOf(await deps.access.requireVet(user));
    },

    /** Time zone and fee live on the vet's veterinary_doctors record (saved through the auth facade). */
    async saveSettings(user: SessionUser, input: PracticeSettingsInput): Promise<VetPractice> {
      const vet = await deps.access.requireVet(user);
      const saved = await deps.records.update(
        'veterinary_doctor',
        vet.userId,
        { timeZone: input.timeZone, consultationFee: input.consultationFee },
        now(),
      );
      if (!saved) throw new NotFound(vetMessages.vetNotFound);
      changed(saved);
      return practiceOf(saved);
    },

    async addSchedule(user: SessionUser, input: Out<ScheduleInput>): Promise<ScheduleSaved> {
      const vet = await deps.access.requireVet(user);
      const doc: ScheduleDoc = { _id: new ObjectId(), vetId: vet._id, ...input, createdAt: now() };
      await deps.schedules.insert(doc);
      changed(vet);
      return scheduleView(vet, doc);
    },

    async updateSchedule(user: SessionUser, id: string, input: Out<ScheduleInput>): Promise<ScheduleSaved> {
      const vet = await deps.access.requireVet(user);
      const doc = await deps.schedules.update(vet._id, new ObjectId(id), input);
      if (!doc) throw new NotFound(vetMessages.scheduleNotFound);
      changed(vet);
      return scheduleView(vet, doc);
    },

    /** Deletes the schedule and its breaks; booked appointments stay as they are. */
    async deleteSchedule(user: SessionUser, id: string): Promise<void> {
      const vet = await deps.access.requireVet(user);
      const schedule = await ownSchedule(vet, id);
      await deps.schedules.deleteOwned(vet._id, schedule._id);
      await deps.breaks.deleteBySchedule(vet._id, schedule._id);
      changed(vet);
    },

    async addBreak(user: SessionUser, scheduleId: string, input: Out<BreakInput>): Promise<ScheduleSaved> {
      const vet = await deps.access.requireVet(user);
      const schedule = await ownSchedule(vet, scheduleId);
      const inside =
        minutesOf(input.startTime) >= minutesOf(schedule.startTime) &&
        minutesOf(input.endTime) <= minutesOf(schedule.endTime);
      if (!inside) throw new Invalid(vetMessages.breakOutside, { startTime: vetMessages.breakOutside });
      await deps.breaks.insert({ _id: new ObjectId(), scheduleId: schedule._id, vetId: vet._id, ...input });
      changed(vet);
      return scheduleView(vet, schedule);
    },

    async deleteBreak(user: SessionUser, id: string): Promise<void> {
      const vet = await deps.access.requireVet(user);
      if (!(await deps.breaks.deleteOwned(vet._id, new ObjectId(id)))) throw new NotFound(vetMessages.breakNotFound);
      changed(vet);
    },

    async addHoliday(user: SessionUser, input: Out<HolidayInput>): Promise<HolidaySaved> {
      const vet = await deps.access.requireVet(user);
      const doc: HolidayDoc = { _id: new ObjectId(), vetId: vet._id, ...input };
      await deps.holidays.insert(doc);
      changed(vet);
      return { holiday: toHoliday(doc) };
    },

    async deleteHoliday(user: SessionUser, id: string): Promise<void> {
      const vet = await deps.access.requireVet(user);
      if (!(await deps.holidays.deleteOwned(vet._id, new ObjectId(id)))) {
        throw new NotFound(vetMessages.holidayNotFound);
      }
      changed(vet);
    },

    async appointments(user: SessionUser, scope: Scope): Promise<PracticeAppointmentList> {
      const vet = await deps.access.requireVet(user);
      return { appointments: await views(await deps.appointments.listForVet(vet._id, scope, now())) };
    },

    /** pending -> confirmed, by a conditional update: of two racing confirms exactly one wins. */
    async confirm(user: SessionUser, id: string) {
      const vet = await deps.access.requireVet(user);
      const doc = await ownAppointment(vet, id);
      const confirmed = await deps.appointments.transition(doc._id, ['pending'], {
        status: 'confirmed',
        updatedAt: now(),
      });
      if (!confirmed) throw new Conflict(vetMessages.alreadyDecided, 'already_decided');
      changed(vet);
      return one(confirmed);
    },

    /** pending -> cancelled (its pending charge stopped, its slot freed); a decided one is 409. */
    async cancel(user: SessionUser, id: string) {
      const vet = await deps.access.requireVet(user);
      const doc = await ownAppointment(vet, id);
      if (doc.status !== 'pending') throw new Conflict(vetMessages.alreadyDecided, 'already_decided');
      const cancelled = await cancelAppointment(deps, doc, ['pending'], now());
      if (!cancelled) throw new Conflict(vetMessages.alreadyDecided, 'already_decided');
      return one(cancelled);
    },

    async saveNotes(user: SessionUser, id: string, input: VisitNotesInput) {
      const vet = await deps.access.requireVet(user);
      const doc = await ownAppointment(vet, id);
      const at = now();
      if (doc.endsAt.getTime() > at.getTime()) throw new Conflict(vetMessages.visitNotOver, 'visit_not_over');
      const saved = await deps.appointments.transition(doc._id, ['pending', 'confirmed'], {
        visitNotes: input.notes,
        visitNotesUpdatedAt: at,
        updatedAt: at,
      });
      if (!saved) throw new Conflict(vetMessages.appointmentCancelled, 'appointment_cancelled');
      return one(saved);
    },
  };
}
