import { describe, expect, it } from 'vitest';
import {
  BookingRatingCreated,
  careMessages,
  OwnerTrainingAppointmentList,
  TrainerAppointmentList,
  TrainerDetail,
  TrainerList,
  TrainingAppointmentCreated,
  trainerMessages,
} from '@petpal/contracts';
import { careCounts, errorOf, makeOwner } from '../care.test-support';
import { inPersonBody, makeTrainer, onlineBody, perTestOwnerAndTrainer, saveCard } from './trainers.test-support';

const HOUR = 3_600_000;
const { clock, t, owner, trainer } = perTestOwnerAndTrainer();

/** An in-person session three days ahead, 10:00-11:00 UTC: confirmed at once. */
async function bookSession(over = {}) {
  const res = await owner.send('POST', '/training-appointments', inPersonBody(clock, trainer, owner, over));
  expect(res.status).toBe(201);
  return TrainingAppointmentCreated.parse(await res.json()).appointment.id;
}
const rateSession = (id: string, body: unknown, by = owner) =>
  by.send('POST', `/training-appointments/${id}/rating`, body);
const ownerPast = async () =>
  OwnerTrainingAppointmentList.parse(await (await owner.send('GET', '/training-appointments?scope=past')).json())
    .appointments;
const trainerCards = async () =>
  TrainerList.parse(await (await owner.send('GET', '/trainers')).json()).trainers.map((card) => [
    card.fullName,
    card.rating,
    card.reviewCount,
  ]);

describe('a training session completes at its end and its owner rates the trainer once', () => {
  it('reads Completed after the end for owner and trainer, asks for a rating, takes one, and the card shows it', async () => {
    await makeTrainer(t, 'unrated@example.com', { fullName: 'Zoya Unrated' });
    const id = await bookSession();
    const before = TrainerDetail.parse(await (await owner.send('GET', `/trainers/${trainer.trainerId}`)).json());
    expect(before.reviews).toEqual([]);
    expect(await trainerCards()).toEqual([
      ['Kabir Mehta', null, 0],
      ['Zoya Unrated', null, 0],
    ]);

    clock.advance(3 * 24 * HOUR + 3 * HOUR);
    const [session] = await ownerPast();
    expect(session).toMatchObject({ id, status: 'completed', canRate: true, rated: false, canCancel: false });
    const practice = TrainerAppointmentList.parse(
      await (await trainer.send('GET', '/trainer-practice/appointments?scope=past')).json(),
    );
    expect(practice.appointments.map((a) => [a.id, a.status])).toEqual([[id, 'completed']]);

    const res = await rateSession(id, { rating: 4, feedback: ' Patient and clear. ' });
    expect(res.status).toBe(201);
    expect(BookingRatingCreated.parse(await res.json()).review).toMatchObject({
      rating: 4,
      feedback: 'Patient and clear.',
      author: 'owner',
    });
    expect((await ownerPast())[0]).toMatchObject({ status: 'completed', canRate: false, rated: true });
    expect(await trainerCards()).toEqual([
      ['Kabir Mehta', 4, 1],
      ['Zoya Unrated', null, 0],
    ]);
    // The trainer's page lists the review: stars, date, text and the owner's first name (decision 101).
    const page = TrainerDetail.parse(await (await owner.send('GET', `/trainers/${trainer.trainerId}`)).json());
    expect(page.reviews).toEqual([
      {
        id: expect.any(String),
        rating: 4,
        feedback: 'Patient and clear.',
        author: 'owner',
        createdAt: clock.now().toISOString(),
      },
    ]);

    const again = await rateSession(id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'already_rated', message: careMessages.alreadyRated });
    expect(await t.db.collection('pet_trainer_ratings').countDocuments()).toBe(1);
  });

  it('takes one of two ratings sent at once: the other is already_rated, and one is stored', async () => {
    const id = await bookSession();
    clock.advance(3 * 24 * HOUR + 3 * HOUR);
    const answers = await Promise.all([rateSession(id, { rating: 5 }), rateSession(id, { rating: 2 })]);
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await t.db.collection('pet_trainer_ratings').countDocuments()).toBe(1);
    expect(await trainerCards()).toEqual([['Kabir Mehta', expect.any(Number), 1]]);
  });

  it('averages to one decimal over the sessions rated', async () => {
    const first = await bookSession();
    const second = await bookSession({ startTime: '14:00', endTime: '15:00' });
    const third = await bookSession({ startTime: '16:00', endTime: '17:00' });
    clock.advance(4 * 24 * HOUR);
    for (const [id, rating] of [
      [first, 5],
      [second, 4],
      [third, 4],
    ] as const) {
      expect((await rateSession(id, { rating })).status).toBe(201);
    }
    expect(await trainerCards()).toEqual([['Kabir Mehta', 4.3, 3]]);
  });
});

describe('POST /api/care/training-appointments/:id/rating refusals change nothing', () => {
  it('refuses a session not yet ended, a cancelled one and a request never accepted (409)', async () => {
    const upcoming = await bookSession();
    const early = await rateSession(upcoming, { rating: 5 });
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toEqual({ code: 'not_ratable', message: careMessages.notRatable });

    const cancelled = await bookSession({ startTime: '12:00', endTime: '13:00' });
    expect((await owner.send('POST', `/training-appointments/${cancelled}/cancel`)).status).toBe(200);
    const card = await saveCard(t, owner);
    const res = await owner.send(
      'POST',
      '/training-appointments',
      onlineBody(clock, trainer, owner, card, { startTime: '15:00', endTime: '16:00' }),
    );
    const unanswered = TrainingAppointmentCreated.parse(await res.json()).appointment.id;

    clock.advance(4 * 24 * HOUR);
    const before = await careCounts(t.db);
    for (const id of [cancelled, unanswered]) {
      const refused = await rateSession(id, { rating: 5 });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe(careMessages.notRatable);
    }
    expect(await careCounts(t.db)).toEqual(before);
    expect(await t.db.collection('pet_trainer_ratings').countDocuments()).toBe(0);
  });

  it("answers 404 for another owner's session, 403 for a trainer, 400 for a bad rating", async () => {
    const id = await bookSession();
    clock.advance(4 * 24 * HOUR);
    const other = await makeOwner(t, 'other@example.com');
    const stranger = await rateSession(id, { rating: 1 }, other);
    expect(stranger.status).toBe(404);
    expect((await errorOf(stranger)).message).toBe(trainerMessages.appointmentNotFound);
    expect((await trainer.send('POST', `/training-appointments/${id}/rating`, { rating: 5 })).status).toBe(403);
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: 4, extra: true }]) {
      expect((await rateSession(id, body)).status).toBe(400);
    }
    expect((await rateSession('not-an-id', { rating: 4 })).status).toBe(400);
    expect(await t.db.collection('pet_trainer_ratings').countDocuments()).toBe(0);
  });
});
