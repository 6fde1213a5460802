/**
 * Every trainer route against seven callers: a guest, another owner, another trainer, a sitter, a vet,
 * the session's owner and the session's trainer (the parties act last). Each row starts from fresh data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TrainingAppointmentCreated } from '@petpal/contracts';
import { makeOwner, makeSitter, perTestCareApp, requester, type Send, signIn, statusesOf } from '../care.test-support';
import {
  createTrainerTestApp,
  inPersonBody,
  makeTrainer,
  onlineBody,
  saveCard,
  TRAINING_START,
} from './trainers.test-support';

type Caller = 'guest' | 'otherOwner' | 'otherTrainer' | 'sitter' | 'vet' | 'owner' | 'trainer';
const CALLERS: Caller[] = ['guest', 'otherOwner', 'otherTrainer', 'sitter', 'vet', 'owner', 'trainer'];

interface Fixture {
  /** The owner's pending online request to the trainer. */
  pending: string;
  /** A valid new in-person body to the trainer, for whichever owner sends it. */
  body: (caller: Caller) => unknown;
}

const { clock, t } = perTestCareApp(createTrainerTestApp, TRAINING_START);
let fx: Fixture;
let callers: Record<Caller, Send>;

beforeEach(async () => {
  const owner = await makeOwner(t, 'owner@example.com');
  const otherOwner = await makeOwner(t, 'other-owner@example.com');
  const trainer = await makeTrainer(t, 'trainer@example.com');
  const otherTrainer = await makeTrainer(t, 'other-trainer@example.com', { fullName: 'Other Trainer' });
  const sitter = await makeSitter(t, 'sitter@example.com');
  const vet = await signIn(t, 'vet@example.com', 'veterinary_doctor');
  const card = await saveCard(t, owner);
  const res = await owner.send('POST', '/training-appointments', onlineBody(clock, trainer, owner, card));
  fx = {
    pending: TrainingAppointmentCreated.parse(await res.json()).appointment.id,
    body: (caller) => {
      const who = caller === 'otherOwner' ? otherOwner : owner;
      return inPersonBody(clock, trainer, who, {
        startTime: caller === 'otherOwner' ? '15:00' : '16:00',
        endTime: caller === 'otherOwner' ? '16:00' : '17:00',
      });
    },
  };
  callers = {
    guest: requester(t),
    otherOwner: otherOwner.send,
    otherTrainer: otherTrainer.send,
    sitter: sitter.send,
    vet: vet.send,
    owner: owner.send,
    trainer: trainer.send,
  };
});

type Expect = [number, number, number, number, number, number, number];

const rows: Array<[string, string, (f: Fixture) => string, ((f: Fixture, c: Caller) => unknown) | undefined, Expect]> =
  [
    ['GET', 'trainer search', () => '/trainers?location=pune', undefined, [401, 200, 200, 200, 200, 200, 200]],
    // Only users with a pet owner profile book; each owner may book the trainer.
    ['POST', 'book', () => '/training-appointments', (f, c) => f.body(c), [401, 201, 403, 403, 403, 201, 403]],
    ['GET', 'own sessions', () => '/training-appointments', undefined, [401, 200, 403, 403, 403, 200, 403]],
    ['GET', 'past sessions', () => '/training-appointments?scope=past', undefined, [401, 200, 403, 403, 403, 200, 403]],
    [
      'POST',
      'cancel',
      (f) => `/training-appointments/${f.pending}/cancel`,
      undefined,
      [401, 404, 403, 403, 403, 200, 403],
    ],
    ['GET', 'practice', () => '/trainer-practice/appointments', undefined, [401, 403, 200, 403, 403, 403, 200]],
    [
      'GET',
      'past practice',
      () => '/trainer-practice/appointments?scope=past',
      undefined,
      [401, 403, 200, 403, 403, 403, 200],
    ],
    [
      'POST',
      'accept',
      (f) => `/trainer-practice/appointments/${f.pending}/accept`,
      undefined,
      [401, 403, 404, 403, 403, 403, 200],
    ],
    [
      'POST',
      'decline',
      (f) => `/trainer-practice/appointments/${f.pending}/decline`,
      () => ({ reason: 'Away.' }),
      [401, 403, 404, 403, 403, 403, 200],
    ],
  ];

describe('trainer authorization', () => {
  it.each(rows)('%s %s', async (method, _name, path, body, expected) => {
    expect(await statusesOf(callers, CALLERS, method, path(fx), (caller) => body?.(fx, caller))).toEqual(expected);
  });

  it("keeps one owner's and one trainer's sessions from the others", async () => {
    expect(await (await callers.otherOwner('GET', '/training-appointments')).json()).toEqual({ appointments: [] });
    expect(await (await callers.otherTrainer('GET', '/trainer-practice/appointments')).json()).toEqual({
      appointments: [],
    });
  });
});
