import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Document } from 'mongodb';
import type { ChangeEvent, ChangeListener, DataPort, PortCollection } from '../port';
import { EmbeddedCollection, type StoreAccess } from './collection';
import { EngineError } from './errors';
import type { IndexSpec } from './indexes';
import { Journal } from './journal';
import { acquireDirLock, releaseDirLock } from './lock';
import { CorruptFileError, encodeRecord, type FileRecord, readRecords } from './records';
import { type CapturedCollection, SNAPSHOT_FILE, writeSnapshot } from './snapshot';
import { type Change, CollectionState } from './state';
import { cloneValue, type Doc, keyOf } from './values';

export interface EmbeddedOptions {
  /** Root directory; each database lives in <dataDir>/<dbName>/. One process per dataDir. */
  dataDir: string;
  dbName: string;
  /** Compact the journal into a snapshot once it grows past this size. Default 8 MiB. */
  compactBytes?: number;
  /** How often TTL indexes are swept; 0 turns the sweep off. Default 60 s. */
  ttlSweepMs?: number;
  /** Receives non-fatal notices (a torn journal tail that was dropped). */
  onWarning?: (message: string) => void;
}

export interface EmbeddedStats {
  generation: number;
  journalBytes: number;
  syncs: number;
  compactions: number;
}

const JOURNAL_FILE = /^journal-(\d+)\.jsonl$/;
const journalName = (generation: number) => `journal-${String(generation).padStart(10, '0')}.jsonl`;
const COLLECTION_NAME = /^[^$\0]{1,120}$/;

/** Databases open in this process, so the same one is never opened twice. */
const openDatabases = new Set<string>();

/**
 * The embedded engine: collections in memory, every write journaled (group
 * commit) before it is acknowledged, journals compacted into an atomic snapshot.
 */
export class EmbeddedDataPort implements DataPort {
  readonly mode = 'embedded' as const;
  readonly directory: string;
  private readonly dataDir: string;
  private readonly options: EmbeddedOptions;
  private readonly states = new Map<string, CollectionState>();
  private readonly handles = new Map<string, EmbeddedCollection>();
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly access: StoreAccess;
  private journal: Journal | null = null;
  private appendedBytes = 0;
  private compacting: Promise<void> | null = null;
  private compactions = 0;
  private sweeper: NodeJS.Timeout | null = null;
  private failure: Error | null = null;
  private closed = false;

  private constructor(options: EmbeddedOptions) {
    this.options = options;
    this.dataDir = resolve(options.dataDir);
    this.directory = join(this.dataDir, options.dbName);
    this.access = {
      state: (name) => this.state(name),
      documents: (name) => [...this.state(name).docs.values()].map((doc) => cloneValue(doc)),
      assertOpen: () => this.assertOpen(),
      assertWritable: () => this.assertWritable(),
      commit: (name, changes) => this.commit(name, changes),
      commitIndex: (name, spec) => this.append({ o: 'idx', c: name, spec }),
    };
  }

  static async open(options: EmbeddedOptions): Promise<EmbeddedDataPort> {
    const port = new EmbeddedDataPort(options);
    if (openDatabases.has(port.directory)) {
      throw new EngineError(`Database ${port.directory} is already open in this process`);
    }
    mkdirSync(port.directory, { recursive: true });
    acquireDirLock(port.dataDir);
    openDatabases.add(port.directory);
    try {
      const replayed = port.load();
      if (replayed) await port.compact();
      port.startSweeper();
      return port;
    } catch (error) {
      await port.journal?.close();
      openDatabases.delete(port.directory);
      releaseDirLock(port.dataDir);
      throw error;
    }
  }

  collection<T extends Document = Document>(name: string): PortCollection<T> {
    if (!COLLECTION_NAME.test(name)) throw new EngineError(`Invalid collection name: ${JSON.stringify(name)}`, 73);
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new EmbeddedCollection(name, this.access);
      this.handles.set(name, handle);
    }
    return handle as unknown as EmbeddedCollection<T>;
  }

  watch<T extends Document = Document>(collection: string, listener: ChangeListener<T>): () => void {
    const set = this.listeners.get(collection) ?? new Set<ChangeListener>();
    this.listeners.set(collection, set);
    const untyped = listener as unknown as ChangeListener;
    set.add(untyped);
    return () => void set.delete(untyped);
  }

  async dropDatabase(): Promise<void> {
    this.assertWritable();
    for (const state of this.states.values()) state.clear();
    await this.append({ o: 'drop' });
  }

  /** Flushes the journal, compacts it into the snapshot and releases the data directory. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.compacting?.catch(() => undefined);
    if (!this.failure && this.appendedBytes > 0) await this.compact().catch(() => undefined);
    this.closed = true;
    await this.journal?.close();
    openDatabases.delete(this.directory);
    releaseDirLock(this.dataDir);
  }

  stats(): EmbeddedStats {
    return {
      generation: this.journal?.generation ?? 0,
      journalBytes: this.appendedBytes,
      syncs: this.journal?.syncs ?? 0,
      compactions: this.compactions,
    };
  }

  /** Deletes documents whose TTL index field is older than its expiry. */
  async sweepExpired(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const state of [...this.states.values()]) {
      for (const index of state.indexes.values()) {
        const seconds = index.spec.expireAfterSeconds;
        const field = index.fields[0];
        if (seconds === undefined || field === undefined) continue;
        const cutoff = new Date(now - seconds * 1000);
        const result = await this.collection(state.name).deleteMany({ [field]: { $lt: cutoff } });
        removed += result.deletedCount;
      }
    }
    return removed;
  }

  /** Writes a snapshot of the current state and drops the journals it covers. */
  compact(): Promise<void> {
    this.compacting ??= this.runCompaction().finally(() => {
      this.compacting = null;
    });
    return this.compacting;
  }

  private async runCompaction(): Promise<void> {
    // Capture and rotate in one synchronous step: the snapshot then holds exactly
    // the writes journaled up to the old generation.
    const captured: CapturedCollection[] = [...this.states.values()].map((state) => ({
      name: state.name,
      indexes: [...state.indexes.values()].map((index) => index.spec),
      docs: [...state.docs.values()],
    }));
    const previous = this.journal;
    const covered = previous?.generation ?? 0;
    this.journal = Journal.open(join(this.directory, journalName(covered + 1)), covered + 1, this.directory);
    this.appendedBytes = 0;
    await writeSnapshot(this.directory, covered, captured);
    await previous?.close();
    for (const { generation, file } of this.journalFiles()) {
      if (generation <= covered) unlinkSync(join(this.directory, file));
    }
    this.compactions++;
  }

  private state(name: string): CollectionState {
    let state = this.states.get(name);
    if (!state) {
      state = new CollectionState(name, `${this.options.dbName}.${name}`);
      this.states.set(name, state);
    }
    return state;
  }

  private assertOpen(): void {
    if (this.closed) throw new EngineError('The embedded database is closed');
  }

  private assertWritable(): void {
    this.assertOpen();
    if (this.failure) {
      throw new EngineError(
        `The embedded database refuses writes after a disk failure (${this.failure.message}); restart the API`,
      );
    }
  }

  private append(record: FileRecord): Promise<void> {
    const journal = this.journal;
    if (!journal) throw new EngineError('The embedded database is not open');
    const line = encodeRecord(record);
    this.appendedBytes += line.length;
    const durable = journal.append(line).catch((error: Error) => {
      this.failure ??= error;
      throw error;
    });
    if (this.appendedBytes > (this.options.compactBytes ?? 8 * 1024 * 1024)) void this.compact().catch(() => undefined);
    return durable;
  }

  private async commit(name: string, changes: Change[]): Promise<void> {
    const put = changes.flatMap((change) => (change.after ? [change.after] : []));
    const del = changes.flatMap((change) => (change.after ? [] : [change.before?._id]));
    await this.append({ o: 'w', c: name, ...(put.length ? { put } : {}), ...(del.length ? { del } : {}) });
    this.emit(name, changes);
  }

  private emit(name: string, changes: Change[]): void {
    const listeners = this.listeners.get(name);
    if (!listeners || listeners.size === 0) return;
    for (const change of changes) {
      const document = change.after ?? change.before;
      const event: ChangeEvent = {
        operation: change.before === null ? 'insert' : change.after === null ? 'delete' : 'update',
        collection: name,
        id: document?._id,
        document: document ? (cloneValue(document) as ChangeEvent['document']) : null,
      };
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          this.options.onWarning?.(`change listener on ${name} threw: ${(error as Error).message}`);
        }
      }
    }
  }

  private journalFiles(): Array<{ generation: number; file: string }> {
    return readdirSync(this.directory)
      .map((file) => ({ file, match: JOURNAL_FILE.exec(file) }))
      .filter((entry) => entry.match !== null)
      .map(({ file, match }) => ({ file, generation: Number(match?.[1]) }))
      .sort((a, b) => a.generation - b.generation);
  }

  /** Snapshot, then every newer journal in order. Returns whether any journal was replayed. */
  private load(): boolean {
    let covered = 0;
    const snapshot = join(this.directory, SNAPSHOT_FILE);
    if (existsSync(snapshot)) {
      const { records, tornTail } = readRecords(snapshot);
      const head = records[0];
      const end = records[records.length - 1];
      if (tornTail || head?.o !== 'head' || end?.o !== 'end') {
        throw new CorruptFileError(`${snapshot} is incomplete; refusing to start from it`);
      }
      covered = head.gen;
      let count = 0;
      for (const record of records) {
        if (record.o === 'w') count += record.put?.length ?? 0;
        this.replay(record);
      }
      if (count !== end.n) throw new CorruptFileError(`${snapshot} holds ${count} documents, expected ${end.n}`);
    }
    let replayed = false;
    let last = covered;
    for (const { generation, file } of this.journalFiles()) {
      const path = join(this.directory, file);
      last = Math.max(last, generation);
      if (generation <= covered || statSync(path).size === 0) {
        unlinkSync(path);
        continue;
      }
      const { records, tornTail } = readRecords(path);
      if (tornTail)
        this.options.onWarning?.(`${path}: dropped a torn final line (an unacknowledged write cut by a crash)`);
      for (const record of records) this.replay(record);
      replayed = true;
    }
    for (const state of this.states.values()) state.rebuildIndexes();
    const generation = last + 1;
    this.journal = Journal.open(join(this.directory, journalName(generation)), generation, this.directory);
    return replayed;
  }

  private replay(record: FileRecord): void {
    switch (record.o) {
      case 'w': {
        const state = this.state(record.c);
        for (const doc of record.put ?? []) state.docs.set(keyOf(doc._id), doc as Doc);
        for (const id of record.del ?? []) state.docs.delete(keyOf(id));
        return;
      }
      case 'idx':
        this.state(record.c).defineIndex(record.spec as IndexSpec);
        return;
      case 'drop':
        for (const state of this.states.values()) state.clear();
        return;
      default:
        return;
    }
  }

  private startSweeper(): void {
    const every = this.options.ttlSweepMs ?? 60_000;
    if (every <= 0) return;
    this.sweeper = setInterval(() => {
      if (!this.failure && !this.closed) void this.sweepExpired().catch(() => undefined);
    }, every);
    this.sweeper.unref();
  }
}

export function openEmbeddedPort(options: EmbeddedOptions): Promise<EmbeddedDataPort> {
  return EmbeddedDataPort.open(options);
}
