import { ObjectId } from 'mongodb';
import { verifyTestProvider } from '../../auth';
import type { ProfileFields, Weekday } from '@petpal/contracts';
import { addDays, dateIn, weekdayOf } from '../../scheduling';
import { signIn, type CareTestApp, type Caller, type Clock } from '../care.test-support';
import { createStylistCalendarRepository } from './stylist-calendar.repository';

export const stylistFields = (over: Partial<ProfileFields<'pet_stylist'>> = {}): ProfileFields<'pet_stylist'> => ({
  fullName: 'Meera Iyer',
  location: 'Pune, Maharashtra',
  hourlyRate: 600,
  yearsExperience: 6,
  specializations: ['Full Grooming', 'Bath & Brush', 'Nail Trimming'],
  bio: 'Calm hands for nervous dogs.',
  availability: 'Every day, 09:00 to 17:00',
  ...over,
});

export interface TestStylist extends Caller {
  /** The pet_stylists record's id (hex). */
  stylistId: string;
  /** The weekly schedule of every weekday (hex ids by weekday). */
  schedules: Map<Weekday, string>;
}

const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * A stylist with a pet_stylists record, a zone, and a weekly 09:00-17:00 schedule every day (60-minute
 * default slots) with a 13:00-14:00 break.
 */
export async function makeStylist(
  t: CareTestApp,
  email: string,
  options: { over?: Partial<ProfileFields<'pet_stylist'>>; timeZone?: string } = {},
): Promise<TestStylist> {
  const caller = await signIn(t, email, 'pet_stylist');
  await t.auth.saveRecord('pet_stylist', caller.user._id, stylistFields(options.over), new Date());
  const record = await verifyTestProvider(t.db, 'pet_stylist', caller.user._id);
  const calendar = createStylistCalendarRepository(t.db);
  const now = new Date();
  await calendar.saveSettings({
    _id: new ObjectId(),
    stylistId: record._id,
    timeZone: options.timeZone ?? 'UTC',
    updatedAt: now,
  });
  const schedules = new Map<Weekday, string>();
  for (const dayOfWeek of WEEKDAYS) {
    const _id = new ObjectId();
    await calendar.insertSchedule({
      _id,
      stylistId: record._id,
      dayOfWeek,
      startTime: '09:00',
      endTime: '17:00',
      slotDurationMinutes: null,
      isAvailable: true,
      createdAt: now,
    });
    await calendar.insertBreak({
      _id: new ObjectId(),
      scheduleId: _id,
      stylistId: record._id,
      startTime: '13:00',
      endTime: '14:00',
      createdAt: now,
    });
    schedules.set(dayOfWeek, _id.toHexString());
  }
  return { ...caller, stylistId: record._id.toHexString(), schedules };
}

/** 06:00 UTC today: every slot of today is still ahead. */
export const STYLING_START = () => new Date(new Date().setUTCHours(6, 0, 0, 0));

/** The date `days` after today in `timeZone`, by the test clock. */
export const stylistDay = (clock: Pick<Clock, 'now'>, days: number, timeZone = 'UTC') =>
  addDays(dateIn(timeZone, clock.now().getTime()), days);

/** A valid booking of the 10:00 slot `days` ahead. */
export function stylingBody(
  clock: Pick<Clock, 'now'>,
  stylist: TestStylist,
  over: Record<string, unknown> = {},
  days = 3,
) {
  const date = stylistDay(clock, days);
  return {
    stylistId: stylist.stylistId,
    date,
    startTime: '10:00',
    scheduleId: stylist.schedules.get(weekdayOf(date)) as string,
    serviceType: 'Full Grooming',
    ...over,
  };
}
