/**
 * Every care route against six callers: a guest, another owner, another sitter, a vet, the request's
 * owner and the request's sitter (in that order, so the parties to the request act last). Each row
 * starts from fresh data.
 */
import { ObjectId } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { BookingRequestCreated } from '@petpal/contracts';
import { prepareCareArea } from './care-area';
import { createSitterClaimsRepository } from './requests/sitter-claims.repository';
import {
  makeOwner,
  makeSitter,
  perTestCareApp,
  requestBody,
  requester,
  type Send,
  signIn,
  statusesOf,
} from './care.test-support';

interface Fixture {
  sitterId: string;
  /** A pending request of the owner to the sitter. */
  pending: string;
  /** An accepted booking of the owner with the sitter that has ended. */
  past: string;
  /** A valid new request body to the sitter, for whichever owner sends it. */
  body: (caller: Caller) => unknown;
}

type Caller = 'guest' | 'otherOwner' | 'otherSitter' | 'vet' | 'owner' | 'sitter';
const CALLERS: Caller[] = ['guest', 'otherOwner', 'otherSitter', 'vet', 'owner', 'sitter'];

const { clock, t } = perTestCareApp();
let fx: Fixture;
let callers: Record<Caller, Send>;

beforeEach(async () => {
  const owner = await makeOwner(t, 'owner@example.com');
  const otherOwner = await makeOwner(t, 'other-owner@example.com');
  const sitter = await makeSitter(t, 'sitter@example.com');
  const otherSitter = await makeSitter(t, 'other-sitter@example.com', { fullName: 'Other Sitter' });
  const vet = await signIn(t, 'vet@example.com', 'veterinary_doctor');

  const send = async (over: Parameters<typeof requestBody>[3]) => {
    const res = await owner.send('POST', '/requests', requestBody(clock, sitter, owner, over));
    return BookingRequestCreated.parse(await res.json()).request.id;
  };
  const past = await send({ startTime: '09:00', endTime: '10:00' });
  await sitter.send('POST', `/practice/requests/${past}/accept`);
  const pending = await send({ startTime: '12:00', endTime: '13:00' });
  fx = {
    sitterId: sitter.sitterId,
    pending,
    past,
    // Each owner sends one of their own pets.
    body: (caller) => ({
      ...requestBody(clock, sitter, caller === 'otherOwner' ? otherOwner : owner, {
        startTime: '15:00',
        endTime: '16:00',
      }),
    }),
  };
  callers = {
    guest: requester(t),
    otherOwner: otherOwner.send,
    otherSitter: otherSitter.send,
    vet: vet.send,
    owner: owner.send,
    sitter: sitter.send,
  };
});

type Expect = [guest: number, otherOwner: number, otherSitter: number, vet: number, owner: number, sitter: number];

/** [method, name, path, body, statuses, clock advance before the calls (ms)] */
const rows: Array<
  [string, string, (f: Fixture) => string, ((f: Fixture, caller: Caller) => unknown) | undefined, Expect, number?]
> = [
  ['GET', 'status', () => '/status', undefined, [200, 200, 200, 200, 200, 200]],
  ['GET', 'sitter search', () => '/sitters?location=bengaluru', undefined, [401, 200, 200, 200, 200, 200]],
  ['GET', 'one sitter', (f) => `/sitters/${f.sitterId}`, undefined, [401, 200, 200, 200, 200, 200]],
  // Only users with a pet owner profile send requests; each owner may book the sitter.
  ['POST', 'send request', () => '/requests', (f, caller) => f.body(caller), [401, 201, 403, 403, 201, 403]],
  ['GET', 'own requests', () => '/requests', undefined, [401, 200, 403, 403, 200, 403]],
  ['GET', 'past requests', () => '/requests?scope=past', undefined, [401, 200, 403, 403, 200, 403]],
  ['POST', 'cancel', (f) => `/requests/${f.pending}/cancel`, undefined, [401, 404, 403, 403, 200, 403]],
  [
    'POST',
    'rate',
    (f) => `/requests/${f.past}/rating`,
    () => ({ rating: 5, feedback: 'Great.' }),
    [401, 404, 403, 403, 201, 403],
    // Once the walk of day 3 has ended.
    4 * 24 * 3_600_000,
  ],
  ['GET', 'inbox', () => '/practice/requests', undefined, [401, 403, 200, 403, 403, 200]],
  ['GET', 'past inbox', () => '/practice/requests?scope=past', undefined, [401, 403, 200, 403, 403, 200]],
  ['POST', 'accept', (f) => `/practice/requests/${f.pending}/accept`, undefined, [401, 403, 404, 403, 403, 200]],
  [
    'POST',
    'decline',
    (f) => `/practice/requests/${f.pending}/decline`,
    () => ({ reason: 'Away.' }),
    [401, 403, 404, 403, 403, 200],
  ],
];

describe('care authorization', () => {
  it.each(rows)('%s %s', async (method, _name, path, body, expected, advance) => {
    clock.advance(advance ?? 0);
    expect(await statusesOf(callers, CALLERS, method, path(fx), (caller) => body?.(fx, caller))).toEqual(expected);
  });

  it('answers the status of the area', async () => {
    const res = await callers.guest('GET', '/status');
    expect(await res.json()).toEqual({ area: 'care', ready: true });
  });

  it("keeps one owner's and one sitter's requests from the others", async () => {
    const otherOwnerList = await (await callers.otherOwner('GET', '/requests')).json();
    expect(otherOwnerList).toEqual({ requests: [] });
    const otherSitterInbox = await (await callers.otherSitter('GET', '/practice/requests')).json();
    expect(otherSitterInbox).toEqual({ requests: [] });
    const ownerList = (await (await callers.owner('GET', '/requests')).json()) as { requests: Array<{ id: string }> };
    expect(ownerList.requests.map((r) => r.id)).toEqual([fx.past, fx.pending]);
  });
});

describe('prepareCareArea', () => {
  it('frees claims a crash left between claiming and accepting, and keeps those of accepted bookings', async () => {
    const claims = () => t.db.collection('pet_sitter_claims').countDocuments();
    // The accepted walk of 09:00-10:00 holds 12 cells.
    expect(await claims()).toBe(12);
    const sitterId = new ObjectId(fx.sitterId);
    const minutesAgo = new Date(Date.now() - 2 * 60_000);
    await createSitterClaimsRepository(t.db).claim(
      sitterId,
      new ObjectId(fx.pending),
      new ObjectId(),
      [5, 10],
      minutesAgo,
    );
    await createSitterClaimsRepository(t.db).claim(
      sitterId,
      new ObjectId(fx.pending),
      new ObjectId(),
      [15],
      new Date(),
    );
    expect(await claims()).toBe(15);
    await prepareCareArea(t.db);
    // The minute-old orphans go; a claim of an accept still running (just made) stays.
    expect(await claims()).toBe(13);
  });
});
