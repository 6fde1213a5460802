/**
 * `npm run bench` (stylists): the server time of the pet stylist directory over 1,000 stylists, and of a busy
 * stylist's calendar (weekly hours with a lunch break, two holidays, 150 confirmed appointments in the next 30
 * days): the 30-day available dates and every one of those days' slots, computed afresh (the provider cache
 * cleared before each run) and as cached, each against an idle query on the same engine in alternating rounds.
 * Embedded engine, in process. Prints median and p99 of both and their ratios, and fails when a ratio exceeds
 * its budget (searches and the 30 days afresh; docs/decisions/073); a benchmark, not a test.
 * Run alone: `cd api && npx tsx src/care/stylists/stylists.bench.ts`.
 */
import { ObjectId } from 'mongodb';
import { PET_STYLIST_SPECIALIZATIONS, type Weekday } from '@petpal/contracts';
import { addDays, bookingWindow, localToInstant, minutesOf } from '../../scheduling';
import { benchAgainst, idleQuery } from '../../test-support/measure';
import { BENCH_CITIES, assertAllListed, specialistFields, withCareBench } from '../care.bench-support';
import { confirmedStyling, createStylingAppointmentsRepository } from './styling-appointments.repository';
import { createStylistCalendarRepository } from './stylist-calendar.repository';

const STYLISTS = 1000;
const ZONE = 'Asia/Kolkata';
const CITIES = [...BENCH_CITIES, 'Goa', 'Jaipur'];
const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WIDTH = 52;

let met = true;
await withCareBench('stylist', async ({ db, area, now, addProviders, ownerGet }) => {
  const calendar = createStylistCalendarRepository(db);
  const ids = await addProviders('pet_stylist', STYLISTS, (i) =>
    specialistFields('Stylist', i, CITIES, PET_STYLIST_SPECIALIZATIONS, {
      bio: 'Gentle grooming for anxious dogs and cats.',
      availability: 'Every day, 09:00 to 19:00',
    }),
  );

  // The busy stylist: 09:00-19:00 every day with a lunch break, two holidays, 150 confirmed appointments.
  const busy = ids[0]!;
  await calendar.saveSettings({ _id: new ObjectId(), stylistId: busy, timeZone: ZONE, updatedAt: now });
  for (const dayOfWeek of WEEKDAYS) {
    const scheduleId = new ObjectId();
    await calendar.insertSchedule({
      _id: scheduleId,
      stylistId: busy,
      dayOfWeek,
      startTime: '09:00',
      endTime: '19:00',
      slotDurationMinutes: null,
      isAvailable: true,
      createdAt: now,
    });
    await calendar.insertBreak({
      _id: new ObjectId(),
      scheduleId,
      stylistId: busy,
      startTime: '13:00',
      endTime: '14:00',
      createdAt: now,
    });
  }
  const today = bookingWindow(ZONE, now.getTime()).today;
  for (const from of [9, 20]) {
    await calendar.insertHoliday({
      _id: new ObjectId(),
      stylistId: busy,
      startDate: addDays(today, from),
      endDate: addDays(today, from + 1),
      reason: 'Training course',
      createdAt: now,
    });
  }
  const appointments = createStylingAppointmentsRepository(db);
  const schedules = await calendar.schedulesOf(busy);
  for (let i = 0; i < 150; i++) {
    const date = addDays(today, 1 + (i % 30));
    const hour = 9 + Math.floor(i / 30) * 2;
    const startTime = `${String(hour).padStart(2, '0')}:00`;
    const endTime = `${String(hour + 1).padStart(2, '0')}:00`;
    await appointments.insert(
      confirmedStyling(
        {
          _id: new ObjectId(),
          petOwnerId: new ObjectId(),
          ownerUserId: new ObjectId(),
          stylistId: busy,
          stylistUserId: new ObjectId(),
          petId: null,
          scheduleId: schedules[0]!._id,
          appointmentDate: date,
          startTime,
          endTime,
          timeZone: ZONE,
          startsAt: new Date(localToInstant(ZONE, date, minutesOf(startTime))!),
          endsAt: new Date(localToInstant(ZONE, date, minutesOf(endTime))!),
          serviceType: 'Full Grooming',
          specialInstructions: '',
        },
        now,
      ),
    );
  }

  const get = await ownerGet();

  const { service, cache } = area.stylists;
  assertAllListed((await service.search({ page: 1 })).total, STYLISTS, 'stylists');
  const id = busy.toHexString();
  const days = Array.from({ length: 31 }, (_, i) => addDays(today, i));
  const allSlots = async () => {
    for (const date of days) await service.slots(id, date);
  };
  met = await benchAgainst(
    'stylists',
    await idleQuery(db),
    [
      { name: 'search: all, page 1', run: () => service.search({ page: 1 }), limit: 7.5 },
      { name: 'search: location "mumbai"', run: () => service.search({ location: 'mumbai', page: 1 }), limit: 4.5 },
      {
        name: 'search: location + service',
        run: () => service.search({ location: 'pune', service: 'Nail Trimming', page: 1 }),
        limit: 3,
      },
      {
        name: 'route: GET /stylists?location=goa&service=Bath...',
        run: () => get('/stylists?location=goa&service=Bath+%26+Brush'),
        limit: 7,
      },
      {
        name: "busy stylist: 30-day dates + every day's slots, afresh",
        run: async () => {
          cache.invalidate(id);
          await service.availability(id);
          await allSlots();
        },
        limit: 33,
      },
      {
        name: 'busy stylist: the same, cached',
        run: async () => {
          await service.availability(id);
          await allSlots();
        },
      },
      {
        name: 'route: GET /stylists/:id/slots?date= (one day, cached)',
        run: () => get(`/stylists/${id}/slots?date=${days[3]}`),
      },
    ],
    { width: WIDTH },
  );
});
if (!met) process.exitCode = 1;
