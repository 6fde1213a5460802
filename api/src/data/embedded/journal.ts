import { createHash, type Hash } from 'node:crypto';
import { closeSync, fdatasync, fdatasyncSync, fsyncSync, ftruncateSync, openSync, write, writeSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { encodeRecord } from './records';

/** The file calls a journal makes while appending; replaceable so tests can make the disk fail. */
export interface JournalIo {
  /** Writes `length` bytes of `buffer` from `offset` at the end of the file; resolves with the bytes written. */
  write(fd: number, buffer: Buffer, offset: number, length: number): Promise<number>;
  fdatasync(fd: number): Promise<void>;
}

const writeAsync = promisify(write);
export const nodeJournalIo: JournalIo = {
  write: async (fd, buffer, offset, length) => (await writeAsync(fd, buffer, offset, length, null)).bytesWritten,
  fdatasync: promisify(fdatasync),
};

export const JOURNAL_FILE = /^journal-(\d+)\.jsonl$/;
export const journalName = (generation: number) => `journal-${String(generation).padStart(10, '0')}.jsonl`;

/**
 * An append-only file with group commit: `append` resolves once the line is
 * on disk (fdatasync). Lines appended while a flush is running are written
 * together by the next flush, so concurrent writers share one fsync.
 *
 * The file starts with a head line naming its generation (so a renamed journal is caught).
 * After the first failed write or sync every pending and later append is rejected and the
 * file is cut back to what was durable: memory and disk must not diverge.
 */
export class Journal {
  readonly path: string;
  readonly file: string;
  readonly generation: number;
  private readonly fd: number;
  private readonly io: JournalIo;
  private readonly hash: Hash;
  /** Flushes wait for this first (the previous journal draining), so durability follows append order. */
  private gate: Promise<void> | null;
  private pending: string[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private flushing: Promise<void> | null = null;
  private closed = false;
  failure: Error | null = null;
  /** Bytes known durable (head included). */
  bytes = 0;
  /** Bytes of the head line, the least the file can hold. */
  readonly headBytes: number;
  syncs = 0;

  private constructor(dir: string, generation: number, fd: number, io: JournalIo, gate: Promise<void> | null) {
    this.file = journalName(generation);
    this.path = join(dir, this.file);
    this.generation = generation;
    this.fd = fd;
    this.io = io;
    this.gate = gate;
    this.hash = createHash('sha256');
    const head = Buffer.from(encodeRecord({ o: 'head', v: 2, gen: generation }), 'utf8');
    writeFully(fd, head);
    fdatasyncSync(fd);
    this.hash.update(head);
    this.bytes = head.length;
    this.headBytes = head.length;
  }

  /**
   * Creates the file (it must not exist), writes and syncs its head line and makes its
   * directory entry durable. `after` delays every flush until it settles.
   */
  static create(dir: string, generation: number, io: JournalIo = nodeJournalIo, after?: Promise<void>): Journal {
    const fd = openSync(join(dir, journalName(generation)), 'wx');
    try {
      const journal = new Journal(dir, generation, fd, io, after ?? null);
      syncDirectory(dir);
      return journal;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** sha256 of the durable content; meaningful once the journal is drained. */
  sha256(): string {
    return this.hash.copy().digest('hex');
  }

  append(line: string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.closed) return Promise.reject(new Error(`journal ${this.path} is closed`));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.pending.push(line);
    this.flushing ??= this.flushLoop();
    return done;
  }

  /** Resolves when everything appended so far is durable. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.failure) throw this.failure;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.drain().catch(() => undefined);
    this.closed = true;
    closeSync(this.fd);
  }

  private async flushLoop(): Promise<void> {
    // Let the writes issued in this turn of the event loop join the batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (this.gate) {
      try {
        await this.gate;
        this.gate = null;
      } catch (error) {
        this.fail(error, []);
      }
    }
    while (this.pending.length > 0 && !this.failure) {
      const lines = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const buffer = Buffer.from(lines.join(''), 'utf8');
        let offset = 0;
        while (offset < buffer.length) {
          offset += await this.io.write(this.fd, buffer, offset, buffer.length - offset);
        }
        await this.io.fdatasync(this.fd);
        this.hash.update(buffer);
        this.bytes += buffer.length;
        this.syncs++;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        this.fail(error, waiters);
      }
    }
    this.flushing = null;
  }

  /** The file's tail is unknown: cut it back to what was durable and refuse every later write. */
  private fail(error: unknown, inFlight: Journal['waiters']): void {
    this.failure = error instanceof Error ? error : new Error(String(error));
    try {
      ftruncateSync(this.fd, this.bytes);
      fdatasyncSync(this.fd);
    } catch {
      // the disk is failing; the rejected writes were never acknowledged either way
    }
    for (const waiter of [...inFlight, ...this.waiters]) waiter.reject(this.failure);
    this.pending = [];
    this.waiters = [];
  }
}

function writeFully(fd: number, buffer: Buffer): void {
  let offset = 0;
  while (offset < buffer.length) offset += writeSync(fd, buffer, offset, buffer.length - offset);
}

export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
