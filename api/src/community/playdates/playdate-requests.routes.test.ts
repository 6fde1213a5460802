import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITY_RATE_LIMITS } from '../';
import { playdateMessages, PlaydateRequestAnswer, PlaydateRequestList } from '@petpal/contracts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import {
  createClock,
  createCommunityTestApp,
  errorOf,
  type Clock,
  type CommunityTestApp,
} from '../community.test-support';
import {
  bellOf,
  listDog,
  ownerWith,
  PLACES,
  playdateState,
  requestBody,
  requestsOf,
  sendRequest,
  suggestionsFor,
  type Owner,
} from './playdates.test-support';

const PLACE = 'Carter Road promenade, by the amphitheatre';
const DAY_MS = 86_400_000;

let test: TestDatabase;
let t: CommunityTestApp;
let clock: Clock;
/** Priya (Bruno, Bandra) receives; Ravi (Simba, Khar) sends. */
let priya: Owner;
let ravi: Owner;

beforeEach(async () => {
  test = await createTestDatabase();
  clock = createClock();
  t = await createCommunityTestApp(test.db, { now: clock.now });
  priya = await ownerWith(t, 'priya@example.com', [{ name: 'Bruno', breed: 'Labrador Retriever' }]);
  ravi = await ownerWith(t, 'ravi@example.com', [{ name: 'Simba' }, { name: 'Kaju' }]);
  await listDog(priya, priya.dogs.Bruno!);
  await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar' });
});
afterEach(() => test.close());

const accept = (by: Owner, id: string) => by.send('POST', `/playdates/requests/${id}/accept`);
const decline = (by: Owner, id: string) => by.send('POST', `/playdates/requests/${id}/decline`);
const cancel = (by: Owner, id: string) => by.send('POST', `/playdates/requests/${id}/cancel`);
const answerOf = async (res: Response) => PlaydateRequestAnswer.parse(await res.json()).request;

describe('playdate requests', () => {
  it('keeps the meeting place and the owners hidden from the receiver until they accept, then shows both', async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!, { meetingPlace: PLACE });
    expect(sent).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      startsAt: '2026-03-05T03:30:00.000Z',
      myPet: { petId: ravi.dogs.Simba, name: 'Simba' },
      otherPet: { petId: priya.dogs.Bruno, name: 'Bruno', areaName: 'Bandra West', distanceKm: 1.5 },
      proposedPlace: PLACE,
      reveal: null,
    });

    // Before accepting: the receiver's JSON has no place, no names, no points.
    const before = await (await priya.send('GET', '/playdates/requests')).text();
    for (const secret of [
      PLACE,
      'Carter',
      'Ravi',
      'Priya',
      'Tester',
      String(PLACES.khar.lat),
      String(PLACES.khar.lng),
    ]) {
      expect(before).not.toContain(secret);
    }
    expect(before).not.toMatch(/coordinates|"lat"|"lng"/);
    const incoming = PlaydateRequestList.parse(JSON.parse(before)).incoming[0]!;
    expect(incoming).toMatchObject({
      direction: 'incoming',
      message: 'Bruno would love a run on the beach. Saturday morning?',
      myPet: { name: 'Bruno' },
      otherPet: { name: 'Simba', areaName: 'Khar', distanceKm: 1.5 },
      proposedPlace: null,
      reveal: null,
    });

    const accepted = await answerOf(await accept(priya, sent.id));
    expect(accepted).toMatchObject({
      status: 'accepted',
      reveal: { meetingPlace: PLACE, yourFirstName: 'Priya', theirFirstName: 'Ravi' },
    });
    expect((await requestsOf(ravi)).outgoing[0]).toMatchObject({
      status: 'accepted',
      reveal: { meetingPlace: PLACE, yourFirstName: 'Ravi', theirFirstName: 'Priya' },
    });
    // Neither owner's exact point is in the answer, even now.
    expect(JSON.stringify(await requestsOf(priya))).not.toMatch(/coordinates|"lat"|"lng"/);
  });

  it("tells the other owner in the bell, naming the dogs only, with a link's worth of metadata", async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    const [notice] = (await bellOf(t, priya)).notifications;
    expect(notice).toMatchObject({
      type: 'playdate_request',
      title: 'New playdate request',
      message: 'Simba would like a playdate with Bruno. Open PawfectMatch to answer.',
      metadata: { playdateRequestId: sent.id },
    });
    await accept(priya, sent.id);
    expect((await bellOf(t, ravi)).notifications[0]).toMatchObject({
      type: 'playdate_accepted',
      title: 'Playdate accepted',
      metadata: { playdateRequestId: sent.id },
    });
    expect(JSON.stringify(await bellOf(t, ravi))).not.toContain(PLACE);
  });

  it('stores a message with HTML exactly as written (the screen shows it as text)', async () => {
    const html = '<img src=x onerror=alert(1)> <script>window.__xss = 1</script>';
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!, { message: html });
    expect(sent.message).toBe(html);
    expect((await requestsOf(priya)).incoming[0]!.message).toBe(html);
  });

  it('declines: the sender hears, and may not ask again; the dog is no longer suggested', async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    const declined = await answerOf(await decline(priya, sent.id));
    expect(declined).toMatchObject({ status: 'declined', reveal: null });
    expect((await bellOf(t, ravi)).notifications[0]).toMatchObject({
      type: 'playdate_request',
      title: 'Playdate request declined',
    });
    const again = await ravi.send('POST', '/playdates/requests', requestBody(ravi.dogs.Simba!, priya.dogs.Bruno!));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(playdateMessages.declinedBefore);
    expect((await suggestionsFor(ravi, ravi.dogs.Simba!)).suggestions).toEqual([]);
    // Answered is answered.
    expect((await accept(priya, sent.id)).status).toBe(409);
  });

  it('allows one open request per pair of dogs, whichever way; a cancelled one may be sent again', async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    const twin = await priya.send('POST', '/playdates/requests', requestBody(priya.dogs.Bruno!, ravi.dogs.Simba!));
    expect(twin.status).toBe(409);
    expect((await errorOf(twin)).message).toBe(playdateMessages.alreadyRequested);

    // The receiver declines a pending request rather than cancelling it.
    const receiverCancels = await cancel(priya, sent.id);
    expect(receiverCancels.status).toBe(403);
    expect((await errorOf(receiverCancels)).message).toBe(playdateMessages.onlySender);
    expect((await answerOf(await cancel(ravi, sent.id))).status).toBe('cancelled');
    expect((await bellOf(t, priya)).notifications[0]).toMatchObject({ title: 'Playdate cancelled' });
    expect((await cancel(ravi, sent.id)).status).toBe(409);

    const resent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    await accept(priya, resent.id);
    // Either owner may call off an agreed playdate.
    expect((await answerOf(await cancel(priya, resent.id))).status).toBe('cancelled');
    expect((await bellOf(t, ravi)).notifications[0]).toMatchObject({
      message: 'Bruno’s owner cancelled the playdate with Simba.',
    });
  });

  it('lets only the invited owner answer; strangers get 404', async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    const own = await accept(ravi, sent.id);
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(playdateMessages.onlyReceiver);
    const asha = await ownerWith(t, 'asha@example.com', [{ name: 'Zara' }]);
    for (const res of [await accept(asha, sent.id), await decline(asha, sent.id), await cancel(asha, sent.id)]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(playdateMessages.requestNotFound);
    }
    expect((await accept(priya, 'b'.repeat(24))).status).toBe(404);
  });

  it('refuses to accept once the time has passed', async () => {
    const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
    clock.advance(4 * DAY_MS);
    const late = await accept(priya, sent.id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(playdateMessages.timePassed);
  });

  it('refuses bad requests with a clear message, changing nothing', async () => {
    await listDog(ravi, ravi.dogs.Kaju!, { point: PLACES.khar, vaccinated: false });
    const pugOwner = await ownerWith(t, 'asha@example.com', [{ name: 'Pug' }, { name: 'Calm' }]);
    await listDog(pugOwner, pugOwner.dogs.Pug!, { point: PLACES.juhu, size: 'small' });
    await listDog(pugOwner, pugOwner.dogs.Calm!, { point: PLACES.juhu, size: 'large', energy: 'low' });
    const before = await playdateState(t.db);
    const send = (over: Record<string, unknown>) =>
      ravi.send('POST', '/playdates/requests', { ...requestBody(ravi.dogs.Simba!, priya.dogs.Bruno!), ...over });
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ startsAt: '2026-03-01T10:00:00Z' }, 400, playdateMessages.startsAtPast, 'startsAt'],
      [{ startsAt: '2026-06-01T10:00:00Z' }, 400, playdateMessages.startsAtTooFar, 'startsAt'],
      [{ startsAt: 'Saturday' }, 400, playdateMessages.startsAt, 'startsAt'],
      [{ message: '   ' }, 400, playdateMessages.message, 'message'],
      [{ message: 'x'.repeat(501) }, 400, playdateMessages.message, 'message'],
      [{ meetingPlace: 'x' }, 400, playdateMessages.meetingPlace, 'meetingPlace'],
      [{ fromPetId: { $ne: null } }, 400, playdateMessages.dogId, 'fromPetId'],
      [{ toPetId: 'b'.repeat(23) }, 400, playdateMessages.dogId, 'toPetId'],
      [{ extra: true }, 400, 'Unknown field.', 'extra'],
      [{ fromPetId: priya.dogs.Bruno }, 400, playdateMessages.profileNotFound, 'fromPetId'],
      [{ toPetId: ravi.dogs.Kaju }, 400, playdateMessages.ownDog, 'toPetId'],
      [{ fromPetId: ravi.dogs.Kaju }, 409, playdateMessages.notVaccinated],
      [{ toPetId: 'b'.repeat(24) }, 404, playdateMessages.otherNotAvailable],
      [{ toPetId: pugOwner.dogs.Calm }, 409, playdateMessages.notAMatch],
    ];
    for (const [over, status, message, field] of cases) {
      const res = await send(over);
      expect(res.status, JSON.stringify(over)).toBe(status);
      const error = await errorOf(res);
      if (field) expect(error.fields?.[field], JSON.stringify(over)).toBe(message);
      else expect(error.message).toBe(message);
    }
    // A small dog and a large one are never a match, even when both are vaccinated and close.
    await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar', size: 'large' });
    expect((await send({ toPetId: pugOwner.dogs.Pug })).status).toBe(409);
    await listDog(ravi, ravi.dogs.Simba!, { point: PLACES.khar, areaName: 'Khar' });
    expect(await playdateState(t.db)).toEqual(before);
    expect((await bellOf(t, priya)).notifications).toEqual([]);
  });

  it(`limits each account to ${COMMUNITY_RATE_LIMITS.playdateRequests.limit} requests an hour`, async () => {
    const { limit } = COMMUNITY_RATE_LIMITS.playdateRequests;
    for (let i = 0; i < limit; i++) {
      const sent = await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!);
      await cancel(ravi, sent.id);
    }
    const over = await ravi.send('POST', '/playdates/requests', requestBody(ravi.dogs.Simba!, priya.dogs.Bruno!));
    expect(over.status).toBe(429);
    expect((await errorOf(over)).message).toBe(playdateMessages.requestingTooOften);
    clock.advance(COMMUNITY_RATE_LIMITS.playdateRequests.windowMs);
    await sendRequest(ravi, ravi.dogs.Simba!, priya.dogs.Bruno!, { startsAt: '2026-03-06T03:30:00.000Z' });
  });

  it('replays a retried send with the same Idempotency-Key instead of sending twice', async () => {
    const body = requestBody(ravi.dogs.Simba!, priya.dogs.Bruno!);
    const first = await ravi.send('POST', '/playdates/requests', body, { 'Idempotency-Key': 'k-1' });
    const again = await ravi.send('POST', '/playdates/requests', body, { 'Idempotency-Key': 'k-1' });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect((await requestsOf(priya)).incoming).toHaveLength(1);
  });
});
