import { closeSync, fdatasync, fsyncSync, openSync, write } from 'node:fs';
import { promisify } from 'node:util';

const writeAsync = promisify(write);
const fdatasyncAsync = promisify(fdatasync);

/**
 * An append-only file with group commit: `append` resolves once the line is
 * on disk (fdatasync). Lines appended while a flush is running are written
 * together by the next flush, so concurrent writers share one fsync.
 */
export class Journal {
  readonly path: string;
  readonly generation: number;
  private readonly fd: number;
  private pending: string[] = [];
  private waiters: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private flushing: Promise<void> | null = null;
  private failure: Error | null = null;
  private closed = false;
  bytes = 0;
  syncs = 0;

  private constructor(path: string, generation: number, fd: number) {
    this.path = path;
    this.generation = generation;
    this.fd = fd;
  }

  /** Opens (creating) the file for appending and makes its directory entry durable. */
  static open(path: string, generation: number, dir: string): Journal {
    const fd = openSync(path, 'a');
    syncDirectory(dir);
    return new Journal(path, generation, fd);
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
    while (this.pending.length > 0) {
      const lines = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        const buffer = Buffer.from(lines.join(''), 'utf8');
        let offset = 0;
        while (offset < buffer.length) {
          offset += (await writeAsync(this.fd, buffer, offset, buffer.length - offset, null)).bytesWritten;
        }
        await fdatasyncAsync(this.fd);
        this.bytes += buffer.length;
        this.syncs++;
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // After a failed write the file's tail is unknown: refuse every later write.
        this.failure = error instanceof Error ? error : new Error(String(error));
        for (const waiter of [...waiters, ...this.waiters]) waiter.reject(this.failure);
        this.pending = [];
        this.waiters = [];
      }
    }
    this.flushing = null;
  }
}

export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
