import { describe, expect, it } from 'vitest';
import {
  TrainerAvailability,
  TrainerDaySlots,
  TrainerDetail,
  TrainerList,
  TrainerPractice,
  trainerMessages,
  TrainingAppointmentCreated,
} from '@petpal/contracts';
import { dayFrom, errorOf, signIn } from '../care.test-support';
import { inPersonBody, makeTrainer, perTestOwnerAndTrainer } from './trainers.test-support';

const { clock, t, owner, trainer } = perTestOwnerAndTrainer();

const practiceOf = async (res: Response) => TrainerPractice.parse(await res.json());

describe("the trainer's calendar (decision 093)", () => {
  it('keeps weekly hours, breaks, days off and the zone; owners see the slots they make in that zone', async () => {
    const fresh = await makeTrainer(t, 'fresh@example.com', { fullName: 'Meera Das' });
    // Start from no hours: the test trainer's are removed one by one.
    let practice = await practiceOf(await fresh.send('GET', '/trainer-practice'));
    for (const schedule of practice.schedules) {
      practice = await practiceOf(await fresh.send('DELETE', `/trainer-practice/schedules/${schedule.id}`));
    }
    expect(practice.schedules).toEqual([]);
    const day = dayFrom(clock, 2);
    const slotsOf = async () =>
      TrainerDaySlots.parse(await (await owner.send('GET', `/trainers/${fresh.trainerId}/slots?date=${day}`)).json());
    expect((await slotsOf()).slots).toEqual([]);

    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const dayOfWeek = weekday.toLowerCase();
    await fresh.send('PUT', '/trainer-practice/settings', { timeZone: 'Asia/Kolkata' });
    const added = await fresh.send('POST', '/trainer-practice/schedules', {
      dayOfWeek,
      startTime: '09:00',
      endTime: '12:00',
      slotDurationMinutes: 60,
    });
    expect(added.status).toBe(201);
    practice = await practiceOf(added);
    expect(practice.trainer.timeZone).toBe('Asia/Kolkata');
    const scheduleId = practice.schedules[0]!.id;
    await fresh.send('POST', `/trainer-practice/schedules/${scheduleId}/breaks`, {
      startTime: '10:00',
      endTime: '11:00',
    });

    const slots = await slotsOf();
    expect(slots.timeZone).toBe('Asia/Kolkata');
    expect(slots.slots.map((s) => `${s.startTime}-${s.endTime}`)).toEqual(['09:00-10:00', '11:00-12:00']);
    // 09:00 in Kolkata is 03:30 UTC.
    expect(slots.slots[0]!.startsAt).toBe(`${day}T03:30:00.000Z`);
    const dates = TrainerAvailability.parse(
      await (await owner.send('GET', `/trainers/${fresh.trainerId}/availability`)).json(),
    );
    expect(dates.availableDates).toContain(day);

    // A booking takes the trainer's zone and the slot's end; a day off closes the date.
    const booked = await owner.send(
      'POST',
      '/training-appointments',
      inPersonBody(clock, fresh, owner, { appointmentDate: day, startTime: '11:00', endTime: '12:00', scheduleId }),
    );
    expect(booked.status).toBe(201);
    expect(TrainingAppointmentCreated.parse(await booked.json()).appointment).toMatchObject({
      timeZone: 'Asia/Kolkata',
      startTime: '11:00',
    });
    expect((await slotsOf()).slots.map((s) => s.startTime)).toEqual(['09:00']);
    await fresh.send('POST', '/trainer-practice/holidays', { startDate: day, endDate: day, reason: 'Away' });
    const off = await slotsOf();
    expect(off).toMatchObject({ holiday: true, slots: [] });
  });

  it("refuses hours outside the spec's 09:00-20:00 half-hour options and odd session lengths, storing nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ startTime: '08:30', endTime: '12:00' }, trainerMessages.scheduleTime],
      [{ startTime: '09:00', endTime: '20:30' }, trainerMessages.scheduleTime],
      [{ startTime: '09:15', endTime: '12:00' }, trainerMessages.scheduleTime],
      [{ startTime: '12:00', endTime: '10:00' }, trainerMessages.timeRange],
      [{ startTime: '09:00', endTime: '12:00', slotDurationMinutes: 45 }, trainerMessages.slotDuration],
    ];
    const before = (await practiceOf(await trainer.send('GET', '/trainer-practice'))).schedules.length;
    for (const [over, message] of cases) {
      const res = await trainer.send('POST', '/trainer-practice/schedules', { dayOfWeek: 'monday', ...over });
      expect(res.status).toBe(400);
      expect(Object.values((await errorOf(res)).fields ?? {})).toContain(message);
    }
    const schedule = (await practiceOf(await trainer.send('GET', '/trainer-practice'))).schedules[0]!;
    const outside = await trainer.send('POST', `/trainer-practice/schedules/${schedule.id}/breaks`, {
      startTime: '08:00',
      endTime: '09:30',
    });
    expect(outside.status).toBe(400);
    expect((await errorOf(outside)).message).toBe(trainerMessages.breakOutside);
    const after = await practiceOf(await trainer.send('GET', '/trainer-practice'));
    expect(after.schedules).toHaveLength(before);
    expect(after.schedules.every((s) => s.breaks.length === 0)).toBe(true);
  });

  it("keeps each trainer's calendar their own: another trainer's schedule is not found, owners are refused", async () => {
    const other = await makeTrainer(t, 'other-trainer@example.com', { fullName: 'Other Trainer' });
    const mine = (await practiceOf(await trainer.send('GET', '/trainer-practice'))).schedules[0]!;
    const res = await other.send('DELETE', `/trainer-practice/schedules/${mine.id}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(trainerMessages.scheduleNotFound);
    expect((await owner.send('GET', '/trainer-practice')).status).toBe(403);
    const sitter = await signIn(t, 'sitter@example.com', 'pet_sitter');
    expect(
      (await sitter.send('POST', '/trainer-practice/holidays', { startDate: '2026-03-05', endDate: '2026-03-05' }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/care/trainers/:id (the trainer page)', () => {
  it("answers the card's fields, the zone and the next open slot; unknown is 404, malformed 400", async () => {
    const detail = TrainerDetail.parse(await (await owner.send('GET', `/trainers/${trainer.trainerId}`)).json());
    expect(detail.trainer).toMatchObject({ id: trainer.trainerId, fullName: 'Kabir Mehta', timeZone: 'UTC' });
    // The clock is 08:00 UTC on Monday: the first session is 09:00 today.
    expect(detail.nextAvailable).toMatchObject({ date: '2026-03-02', startTime: '09:00' });
    const unknown = await owner.send('GET', '/trainers/0123456789abcdef01234567');
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(trainerMessages.trainerNotFound);
    expect((await owner.send('GET', '/trainers/not-an-id')).status).toBe(400);
    const list = TrainerList.parse(await (await owner.send('GET', '/trainers')).json());
    expect(list.trainers[0]!.timeZone).toBe('UTC');
  });
});
