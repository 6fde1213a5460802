import { ObjectId } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../lib/logger';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { createNotificationsRepository } from '../inbox/notifications.repository';
import { createNotificationsService, type NewNotification } from '../inbox/notifications.service';
import { createReportsRepository, newReportState, type PetReportDoc } from '../reports/reports.repository';
import { createLiveService, formatEvent, type LiveService, type LiveSink } from './live.service';

let test: TestDatabase;
let live: LiveService;
let watch: ReturnType<typeof vi.spyOn>;
let inbox: ReturnType<typeof createNotificationsService>;

const alert: NewNotification = { type: 'pet_report', title: 'Lost pet nearby', message: 'Bruno is missing.' };

/** A sink that records what it is sent. */
function recordingSink() {
  const chunks: string[] = [];
  const sink: LiveSink & { chunks: string[]; closed: boolean } = {
    chunks,
    closed: false,
    write: async (chunk) => void chunks.push(chunk),
    close() {
      sink.closed = true;
    },
  };
  return sink;
}

const eventsIn = (chunks: readonly string[], name: string) =>
  chunks.filter((chunk) => chunk.startsWith(`event: ${name}\n`)).map((chunk) => JSON.parse(chunk.split('data: ')[1]!));

beforeEach(async () => {
  test = await createTestDatabase();
  watch = vi.spyOn(test.db, 'watch');
  const repo = createNotificationsRepository(test.db);
  await repo.ensureIndexes();
  inbox = createNotificationsService({ repo });
  live = createLiveService({ repo, inbox, log: createMemoryLogger(), options: { coalesceMs: 10 } });
});
afterEach(() => test.close());

describe('live notifications', () => {
  it('formats one event per notification, its id on its own line', () => {
    expect(formatEvent('unread', { unreadCount: 2 }, 'abc')).toBe(
      'event: unread\nid: abc\ndata: {"unreadCount":2}\n\n',
    );
  });

  it('serves a thousand connections from one watcher, each user getting only their own', async () => {
    const users = Array.from({ length: 1000 }, () => new ObjectId());
    const sinks = users.map(() => recordingSink());
    const closers = await Promise.all(users.map((userId, i) => live.open(userId, sinks[i]!)));
    // One watcher per collection for the whole process, not one per connection.
    expect(watch).toHaveBeenCalledTimes(3);
    expect(live.stats()).toEqual({ users: 1000, connections: 1000, watching: true });

    // How fast is `npm run bench -- sse-fanout`'s figure; here only that every one of them is told.
    await inbox.notifyMany(users.slice(0, 500), alert);
    await vi.waitFor(() => expect(eventsIn(sinks[499]!.chunks, 'unread').at(-1)).toMatchObject({ unreadCount: 1 }), {
      timeout: 20_000,
    });
    for (const [i, sink] of sinks.entries()) {
      expect(eventsIn(sink.chunks, 'notification')).toHaveLength(i < 500 ? 1 : 0);
    }
    expect(eventsIn(sinks[0]!.chunks, 'notification')[0]).toMatchObject({ title: 'Lost pet nearby', isRead: false });

    closers.forEach((close) => close());
    expect(live.stats()).toEqual({ users: 0, connections: 0, watching: false });
  });

  it('drops a connection that stopped taking events, so it reconnects and catches up', async () => {
    const userId = new ObjectId();
    live = createLiveService({
      repo: createNotificationsRepository(test.db),
      inbox,
      log: createMemoryLogger(),
      options: { coalesceMs: 10, maxQueued: 5 },
    });
    const stuck: LiveSink & { closed?: boolean } = {
      write: () => new Promise(() => {}),
      close() {
        stuck.closed = true;
      },
    };
    const healthy = recordingSink();
    await live.open(userId, stuck);
    await live.open(userId, healthy);
    for (let n = 0; n < 6; n++) await inbox.notify(userId, { ...alert, title: `Alert ${n}` });
    expect(stuck.closed).toBe(true);
    await vi.waitFor(() => expect(eventsIn(healthy.chunks, 'notification')).toHaveLength(6));
    expect(live.stats().connections).toBe(1);
  });

  it('sends a notification once even when it arrives while the replay is read', async () => {
    const userId = new ObjectId();
    const sink = recordingSink();
    const first = await inbox.notify(userId, alert, new Date(Date.now() - 1000));
    const opening = live.open(userId, sink, first!.toHexString());
    const second = await inbox.notify(userId, { ...alert, title: 'Second' });
    await opening;
    await vi.waitFor(() => expect(eventsIn(sink.chunks, 'unread').length).toBeGreaterThan(0));
    expect(eventsIn(sink.chunks, 'notification').map((n: { id: string }) => n.id)).toEqual([second!.toHexString()]);
  });

  it("sends other users' new active reports as `report` events, never the reporter's own", async () => {
    const reports = createReportsRepository(test.db);
    live = createLiveService({
      repo: createNotificationsRepository(test.db),
      watchReports: reports.watchNew,
      inbox,
      log: createMemoryLogger(),
      options: { coalesceMs: 10 },
    });
    const [reporter, neighbour] = [new ObjectId(), new ObjectId()];
    const [reporterSink, neighbourSink, secondTab] = [recordingSink(), recordingSink(), recordingSink()];
    await live.open(reporter, reporterSink);
    await live.open(neighbour, neighbourSink);
    await live.open(neighbour, secondTab);
    const at = new Date();
    const report: PetReportDoc = {
      _id: new ObjectId(),
      userId: reporter,
      reporterName: 'Priya S.',
      status: 'lost',
      petName: 'Bruno',
      description: 'Brown beagle, red collar.',
      locationAddress: 'Indiranagar, Bengaluru',
      location: null,
      photo: null,
      ...newReportState(at),
    };
    await reports.insert(report);
    // A resolved report (inserted inactive, as a restore might) is not news.
    await reports.insert({ ...report, _id: new ObjectId(), isActive: false });

    for (const sink of [neighbourSink, secondTab]) {
      await vi.waitFor(() => expect(eventsIn(sink.chunks, 'report')).toHaveLength(1));
      expect(eventsIn(sink.chunks, 'report')[0]).toMatchObject({
        id: report._id.toHexString(),
        petName: 'Bruno',
        isMine: false,
        reporterName: 'Priya S.',
      });
    }
    // The event's id stays the notification cursor, so a reconnect replays notifications correctly.
    expect(neighbourSink.chunks.find((chunk) => chunk.startsWith('event: report'))).toContain('\nid: 0\n');
    expect(eventsIn(reporterSink.chunks, 'report')).toHaveLength(0);
  });
});
