/** The vet's own practice: schedules, breaks, holidays, settings, incoming appointments. */
import * as z from 'zod/mini';
import {
  DEFAULT_SLOT_MINUTES,
  vetMessages,
  IsoDate,
  ClockTime,
  EndTime,
  endsAfterStart,
  Weekday,
  AppointmentType,
  ContactMethod,
  PreferredContact,
  AppointmentStatus,
  PaymentStatus,
} from './common';
import { isTimeZone } from '../profiles';

export const VetBreak = z.object({ id: z.string(), startTime: ClockTime, endTime: EndTime, reason: z.string() });
export type VetBreak = z.infer<typeof VetBreak>;

export const VetSchedule = z.object({
  id: z.string(),
  /** Set: this date only, replacing that weekday's weekly schedules. Null: weekly on dayOfWeek. */
  scheduleDate: z.nullable(IsoDate),
  dayOfWeek: z.nullable(Weekday),
  startTime: ClockTime,
  endTime: EndTime,
  slotDurationMinutes: z.number(),
  isAvailable: z.boolean(),
  breaks: z.array(VetBreak),
});
export type VetSchedule = z.infer<typeof VetSchedule>;

export const VetHoliday = z.object({ id: z.string(), startDate: IsoDate, endDate: IsoDate, reason: z.string() });
export type VetHoliday = z.infer<typeof VetHoliday>;

/** GET /api/vet/practice: everything the vet edits. */
export const VetPractice = z.object({
  vetId: z.string(),
  timeZone: z.string(),
  consultationFee: z.number(),
  schedules: z.array(VetSchedule),
  holidays: z.array(VetHoliday),
});
export type VetPractice = z.infer<typeof VetPractice>;

const slotDuration = z
  .int({ error: vetMessages.slotDuration })
  .check(
    z.gte(5, vetMessages.slotDuration),
    z.lte(240, vetMessages.slotDuration),
    z.multipleOf(5, vetMessages.slotDuration),
  );

/** POST /api/vet/practice/schedules, PUT /api/vet/practice/schedules/:id: exactly one of date and weekday. */
export const ScheduleInput = z
  .strictObject({
    scheduleDate: z.nullable(IsoDate),
    dayOfWeek: z.nullable(Weekday),
    startTime: ClockTime,
    endTime: EndTime,
    slotDurationMinutes: z._default(slotDuration, DEFAULT_SLOT_MINUTES),
    isAvailable: z._default(z.boolean(), true),
  })
  .check(
    z.refine((s) => (s.scheduleDate === null) !== (s.dayOfWeek === null), {
      message: 'Choose either a weekday or a date.',
      path: ['dayOfWeek'],
    }),
    z.refine(endsAfterStart, { message: vetMessages.timeRange, path: ['endTime'] }),
  );
export type ScheduleInput = z.input<typeof ScheduleInput>;

/** POST /api/vet/practice/schedules/:id/breaks. */
export const BreakInput = z
  .strictObject({
    startTime: ClockTime,
    endTime: EndTime,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine(endsAfterStart, { message: vetMessages.timeRange, path: ['endTime'] }));
export type BreakInput = z.input<typeof BreakInput>;

/** POST /api/vet/practice/holidays: both ends included. */
export const HolidayInput = z
  .strictObject({
    startDate: IsoDate,
    endDate: IsoDate,
    reason: z._default(z.string().check(z.trim(), z.maxLength(200, 'Reason must be at most 200 characters.')), ''),
  })
  .check(z.refine((h) => h.endDate >= h.startDate, { message: vetMessages.holidayRange, path: ['endDate'] }));
export type HolidayInput = z.input<typeof HolidayInput>;

/** PUT /api/vet/practice/settings. */
export const PracticeSettingsInput = z.strictObject({
  timeZone: z.string({ error: vetMessages.timeZone }).check(z.refine(isTimeZone, vetMessages.timeZone)),
  consultationFee: z
    .number({ error: 'Please enter a consultation fee.' })
    .check(
      z.gte(0, 'Consultation fee must be 0 or more.'),
      z.lte(1_000_000, 'Consultation fee must be at most 1000000.'),
    ),
});
export type PracticeSettingsInput = z.input<typeof PracticeSettingsInput>;

/** An incoming appointment as the vet sees it. */
export const PracticeAppointment = z.object({
  id: z.string(),
  ownerName: z.string(),
  ownerEmail: z.string(),
  pet: z.nullable(z.object({ name: z.string(), breed: z.string() })),
  date: IsoDate,
  startTime: ClockTime,
  endTime: EndTime,
  startsAt: z.iso.datetime(),
  status: AppointmentStatus,
  appointmentType: AppointmentType,
  contactMethod: z.nullable(ContactMethod),
  contactLink: z.nullable(z.string()),
  preferredContact: z.nullable(PreferredContact),
  reason: z.nullable(z.string()),
  paymentStatus: PaymentStatus,
  visitNotes: z.nullable(z.string()),
});
export type PracticeAppointment = z.infer<typeof PracticeAppointment>;
/** GET /api/vet/practice/appointments?scope=upcoming|past. */
export const PracticeAppointmentList = z.object({ appointments: z.array(PracticeAppointment) });
export type PracticeAppointmentList = z.infer<typeof PracticeAppointmentList>;
/** What .../confirm, .../cancel and .../notes answer. */
export const PracticeAppointmentUpdated = z.object({ appointment: PracticeAppointment });
export type PracticeAppointmentUpdated = z.infer<typeof PracticeAppointmentUpdated>;

/** POST/PUT schedules and POST .../breaks answer the schedule (with its breaks); POST holidays the holiday. */
export const ScheduleSaved = z.object({ schedule: VetSchedule });
export type ScheduleSaved = z.infer<typeof ScheduleSaved>;
export const HolidaySaved = z.object({ holiday: VetHoliday });
export type HolidaySaved = z.infer<typeof HolidaySaved>;
/** DELETE of a schedule, break or holiday. */
export const PracticeItemDeleted = z.object({ deleted: z.literal(true) });
export type PracticeItemDeleted = z.infer<typeof PracticeItemDeleted>;

/** PUT /api/vet/practice/appointments/:id/notes. */
export const VisitNotesInput = z.strictObject({
  notes: z
    .string({ error: 'Please write the visit notes.' })
    .check(
      z.trim(),
      z.minLength(1, 'Please write the visit notes.'),
      z.maxLength(5000, 'Visit notes must be at most 5000 characters.'),
    ),
});
export type VisitNotesInput = z.input<typeof VisitNotesInput>;
