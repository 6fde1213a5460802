import { ObjectId } from 'mongodb';
import {
  NOTIFICATION_STREAM_EVENTS,
  NOTIFICATION_TYPES,
  type NotificationItem,
  type PetReportEvent,
  type UnreadEvent,
} from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { NotificationChange, NotificationsRepository } from '../inbox/notifications.repository';
import { type InboxService, NO_CURSOR, toNotificationItem } from '../inbox/notifications.service';
import { toPetReport } from '../reports/report-view';
import type { PetReportDoc } from '../reports/reports.repository';

/** Where one connection's text goes (an SSE response), without tying the service to Hono. */
export interface LiveSink {
  /** Resolves once the chunk is handed to the connection. */
  write(chunk: string): Promise<unknown>;
  /** Ends the response; the browser reconnects with Last-Event-ID. */
  close(): void;
}

export interface LiveOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** The browser's reconnect delay (SSE `retry:`). */
  retryMs: number;
  /** Change events of one user within this window share one recount (Mark all read writes many reads). */
  coalesceMs: number;
  /** A connection with this many chunks not yet taken is stuck: it is closed and catches up on reconnect. */
  maxQueued: number;
  /** Recounts running at once after a burst (a fan-out to many connected users). */
  concurrency: number;
}

export const LIVE_DEFAULTS: LiveOptions = {
  heartbeatMs: 25_000,
  retryMs: 3_000,
  coalesceMs: 50,
  maxQueued: 256,
  concurrency: 8,
};

/** One SSE event; JSON never holds a raw line break, so `data` is one line. */
export function formatEvent(event: string, data: unknown, id: string): string {
  return `event: ${event}\nid: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Keeps the ids of the last few notifications sent, so a replayed one that also arrives live goes once. */
const RECENT_IDS = 32;

class Connection {
  /** The id of the newest notification this connection has sent (every event's `id:`), or NO_CURSOR. */
  private cursor = NO_CURSOR;
  private ready = false;
  private early: NotificationItem[] = [];
  private earlyReports: PetReportEvent[] = [];
  private earlyDirect: DirectEvent[] = [];
  private readonly recent: string[] = [];
  private lastState = -1;
  private queued = 0;
  private tail: Promise<unknown> = Promise.resolve();
  closed = false;

  constructor(
    private readonly sink: LiveSink,
    private readonly maxQueued: number,
    private readonly onStuck: () => void,
  ) {}

  /** Writes in order, one at a time: a slow connection never holds up the others. */
  push(chunk: string): void {
    if (this.closed) return;
    if (this.queued >= this.maxQueued) return this.onStuck();
    this.queued++;
    this.tail = this.tail
      .then(() => this.sink.write(chunk))
      .catch(() => undefined)
      .finally(() => {
        this.queued--;
      });
  }

  deliver(item: NotificationItem): void {
    if (!this.ready) {
      this.early.push(item);
      return;
    }
    if (this.recent.includes(item.id)) return;
    this.recent.push(item.id);
    if (this.recent.length > RECENT_IDS) this.recent.shift();
    this.cursor = item.id;
    this.push(formatEvent(NOTIFICATION_STREAM_EVENTS.notification, item, item.id));
  }

  /** Another user's new report, for the feed (its `id:` stays the notification cursor). */
  deliverReport(report: PetReportEvent): void {
    if (!this.ready) {
      this.earlyReports.push(report);
      return;
    }
    this.push(formatEvent(NOTIFICATION_STREAM_EVENTS.report, report, this.cursor));
  }

  /** An event for this user only (a message in one of their conversations); its `id:` stays the cursor. */
  deliverDirect(direct: DirectEvent): void {
    if (!this.ready) {
      this.earlyDirect.push(direct);
      return;
    }
    this.push(formatEvent(direct.event, direct.data, this.cursor));
  }

  /** Live events that arrived while the replay was read go out after it. */
  start(cursor: string, replay: readonly NotificationItem[]): void {
    this.cursor = cursor;
    this.ready = true;
    for (const item of [...replay, ...this.early]) this.deliver(item);
    for (const report of this.earlyReports) this.deliverReport(report);
    for (const direct of this.earlyDirect) this.deliverDirect(direct);
    this.early = [];
    this.earlyReports = [];
    this.earlyDirect = [];
  }

  /**
   * States are numbered when their reads start: an older one that finishes late is dropped. Before the
   * replay is out a state would name items the browser has not got yet; the one sent after it supersedes.
   */
  sendState(sequence: number, state: UnreadEvent): void {
    if (!this.ready || sequence <= this.lastState) return;
    this.lastState = sequence;
    this.push(formatEvent(NOTIFICATION_STREAM_EVENTS.unread, state, this.cursor));
  }
}

/** An event for some users' streams only (docs/decisions/085: messages and read receipts). */
export interface DirectEvent {
  event: string;
  data: unknown;
}

export interface LiveServiceDeps {
  repo: NotificationsRepository;
  /** New active reports of any user (the feed's live part); without it the stream sends none. */
  watchReports?: (listener: (report: PetReportDoc) => void) => () => void;
  /**
   * Users whose report items changed (a read, new alert settings; any process's writes): their `unread` state
   * is sent again.
   */
  watchReportItems?: (listener: (userId: ObjectId) => void) => () => void;
  /** Events addressed to users (any process's writes): sent to those users' connections as they are. */
  watchDirect?: (listener: (userIds: readonly ObjectId[], direct: DirectEvent) => void) => () => void;
  inbox: InboxService;
  log: Logger;
  options?: Partial<LiveOptions>;
}

export type LiveService = ReturnType<typeof createLiveService>;

/**
 * The process's live notification streams. One watcher over the data port's change events (so writes by
 * any API process reach every connection) fans out to the connections of each user; it runs while at least
 * one connection is open.
 */
export function createLiveService({
  repo,
  watchReports,
  watchReportItems,
  watchDirect,
  inbox,
  log,
  options,
}: LiveServiceDeps) {
  const settings: LiveOptions = { ...LIVE_DEFAULTS, ...options };
  const byUser = new Map<string, Set<Connection>>();
  const dirty = new Map<string, ObjectId>();
  let stopWatching: (() => void) | null = null;
  let flushTimer: NodeJS.Timeout | null = null;
  let sequence = 0;

  async function sendState(userId: ObjectId, only?: Connection): Promise<void> {
    const mine = ++sequence;
    try {
      const state = await inbox.unreadState(userId);
      for (const connection of only ? [only] : (byUser.get(userId.toHexString()) ?? [])) {
        connection.sendState(mine, state);
      }
    } catch (error) {
      log.warn('notifications: unread state failed', { userId: userId.toHexString(), err: (error as Error).message });
    }
  }

  async function flush(): Promise<void> {
    flushTimer = null;
    const users = [...dirty.values()];
    dirty.clear();
    let next = 0;
    const worker = async () => {
      while (next < users.length) await sendState(users[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, users.length) }, worker));
  }

  function recount(userId: ObjectId): void {
    dirty.set(userId.toHexString(), userId);
    flushTimer ??= setTimeout(() => void flush(), settings.coalesceMs);
  }

  function onChange(change: NotificationChange): void {
    if (change.kind === 'read-state') {
      if (byUser.has(change.userId.toHexString())) recount(change.userId);
      return;
    }
    const { notification } = change;
    const connections = byUser.get(notification.userId.toHexString());
    if (!connections || !NOTIFICATION_TYPES.includes(notification.type)) return;
    const item = toNotificationItem(notification, false);
    for (const connection of connections) connection.deliver(item);
    recount(notification.userId);
  }

  /**
   * Every connection but the reporter's gets the report once, as a guest would see it (not theirs), and then
   * the user's `unread` state: the report may be one of their report items now (docs/decisions/075).
   */
  function onReport(doc: PetReportDoc): void {
    const reporter = doc.userId.toHexString();
    let event: PetReportEvent | null = null;
    for (const [key, connections] of byUser) {
      if (key === reporter) continue;
      event ??= toPetReport(doc, null);
      for (const connection of connections) connection.deliverReport(event);
      recount(ObjectId.createFromHexString(key));
    }
  }

  function onReportItemsChange(userId: ObjectId): void {
    if (byUser.has(userId.toHexString())) recount(userId);
  }

  function onDirect(userIds: readonly ObjectId[], direct: DirectEvent): void {
    for (const userId of userIds) {
      for (const connection of byUser.get(userId.toHexString()) ?? []) connection.deliverDirect(direct);
    }
  }

  function watchAll(): () => void {
    const stops = [
      repo.watch(onChange),
      ...(watchReports ? [watchReports(onReport)] : []),
      ...(watchReportItems ? [watchReportItems(onReportItemsChange)] : []),
      ...(watchDirect ? [watchDirect(onDirect)] : []),
    ];
    return () => stops.forEach((stop) => stop());
  }

  return {
    /**
     * Serves one stream: the retry hint, the notifications after `lastEventId` (a reconnect), then every
     * new notification and `unread` state of the user, and other users' new reports (`report`). Answers the function that ends it (on abort).
     */
    async open(userId: ObjectId, sink: LiveSink, lastEventId?: string): Promise<() => void> {
      const key = userId.toHexString();
      const connection: Connection = new Connection(sink, settings.maxQueued, () => {
        close();
        sink.close();
      });
      const close = () => {
        if (connection.closed) return;
        connection.closed = true;
        clearInterval(heartbeat);
        const connections = byUser.get(key);
        connections?.delete(connection);
        if (connections?.size === 0) byUser.delete(key);
        if (byUser.size === 0 && stopWatching) {
          stopWatching();
          stopWatching = null;
        }
      };

      // Registered before the replay is read, so nothing inserted meanwhile is missed (duplicates are dropped).
      const connections = byUser.get(key) ?? new Set<Connection>();
      byUser.set(key, connections.add(connection));
      stopWatching ??= watchAll();
      connection.push(`retry: ${settings.retryMs}\n\n`);
      const heartbeat = setInterval(() => connection.push(': keep-alive\n\n'), settings.heartbeatMs);
      heartbeat.unref();

      try {
        const replay = lastEventId ? await inbox.replayAfter(userId, lastEventId) : null;
        connection.start(replay && lastEventId ? lastEventId : await inbox.cursorOf(userId), replay ?? []);
        await sendState(userId, connection);
      } catch (error) {
        log.warn('notifications: stream start failed', { userId: key, err: (error as Error).message });
        close();
        sink.close();
      }
      return close;
    },

    /** Open connections and whether the change watcher runs (tests, health). */
    stats() {
      let connections = 0;
      for (const set of byUser.values()) connections += set.size;
      return { users: byUser.size, connections, watching: stopWatching !== null };
    },
  };
}
