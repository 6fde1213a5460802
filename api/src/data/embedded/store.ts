import { mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Document } from 'mongodb';
import type { ChangeEvent, ChangeListener, DataPort, PortCollection, PortFiles } from '../port';
import { EmbeddedCollection, type StoreAccess } from './collection';
import { EngineError } from './errors';
import { directoryFiles, dropDirectoryFiles } from './files';
import type { IndexSpec } from './indexes';
import { JOURNAL_FILE, Journal, type JournalIo, nodeJournalIo } from './journal';
import { acquireDirLock, releaseDirLock } from './lock';
import { type FileEntry, type Manifest, refreshManifest, writeManifest } from './manifest';
import { readDatabaseFiles } from './open-files';
import { encodeRecord, type FileRecord } from './records';
import { type CapturedCollection, installSnapshot, SNAPSHOT_FILE, writeSnapshotTemp } from './snapshot';
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
  /** Compact right after opening when journals were replayed. Default true; tests turn it off to keep journals. */
  compactOnOpen?: boolean;
  /** The journal's write and fdatasync; tests pass failing ones. */
  journalIo?: JournalIo;
  /**
   * How often, at most, the manifest records how long the newest journal has grown (so a later
   * truncation below that is refused). Default 1000 ms; 0 records after every group commit.
   */
  manifestRefreshMs?: number;
}

export interface EmbeddedStats {
  generation: number;
  journalBytes: number;
  syncs: number;
  compactions: number;
}

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
  /** The manifest's journal length being recorded (`recordJournalLength`), if any. */
  private refreshing: Promise<void> | null = null;
  private compactions = 0;
  private sweeper: NodeJS.Timeout | null = null;
  private failure: Error | null = null;
  private closed = false;
  /** What manifest.json on disk says. */
  private manifest!: Manifest;
  /** How to undo each write not yet durable, in append order (seq). */
  private undo: Array<{ seq: number; revert: () => void }> = [];
  private appended = 0;
  private durable = 0;
  private manifestSavedAt = 0;

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
      commitIndex: (name, spec) => this.commitIndex(this.state(name), spec),
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
      if (replayed && options.compactOnOpen !== false) await port.compact();
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

  files(bucket: string): PortFiles {
    this.assertOpen();
    return directoryFiles(this.directory, bucket);
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
    const saved = [...this.states.values()].map((state) => ({
      state,
      docs: new Map(state.docs),
      seq: new Map(state.seq),
      indexes: new Map(state.indexes),
    }));
    for (const state of this.states.values()) state.clear();
    await this.append({ o: 'drop' }, () => {
      for (const { state, docs, seq, indexes } of saved) {
        state.clear();
        for (const [id, doc] of docs) state.docs.set(id, doc);
        for (const [id, n] of seq) state.seq.set(id, n);
        for (const [name, index] of indexes) state.indexes.set(name, index);
      }
    });
    await dropDirectoryFiles(this.directory);
  }

  /** Flushes the journal, compacts it into the snapshot and releases the data directory. */
  async close(): Promise<void> {
    if (this.closed) return;
    if (this.sweeper) clearInterval(this.sweeper);
    await this.compacting?.catch(() => undefined);
    if (!this.failure && this.appendedBytes > 0) await this.compact().catch(() => undefined);
    this.closed = true;
    await this.journal?.close();
    // A manifest refresh a last write started ends before the directory is released.
    await this.refreshing;
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

  /**
   * Rotate to a new journal (listed in the manifest before any write in it can be acknowledged),
   * wait for the old one to drain, write the snapshot aside, name it in the manifest (the commit
   * point), rename it into place, then remove the journals it covers. A crash at any step leaves
   * files the manifest accepts.
   */
  private async runCompaction(): Promise<void> {
    this.assertWritable();
    const previous = this.journal;
    if (!previous) throw new EngineError('The embedded database is not open');
    // Capture and rotate in one synchronous step: the snapshot then holds exactly
    // the writes journaled up to the old generation.
    const captured: CapturedCollection[] = [...this.states.values()].map((state) => ({
      name: state.name,
      indexes: [...state.indexes.values()].map((index) => index.spec),
      docs: [...state.docs.values()],
    }));
    const covered = previous.generation;
    const drained = previous.drain();
    drained.catch(() => undefined);
    try {
      const next = Journal.create(this.directory, covered + 1, this.io(), drained);
      this.journal = next;
      this.appendedBytes = 0;
      this.saveManifest({
        ...this.manifest,
        journals: [
          ...this.manifest.journals.map((entry) =>
            entry.gen === covered ? { ...entry, bytes: previous.bytes } : entry,
          ),
          activeEntry(next),
        ],
      });
    } catch (error) {
      throw this.stop(error);
    }
    await previous.close();
    // The append handlers already stopped writes and rolled memory back; the capture holds writes that failed.
    if (previous.failure) throw previous.failure;
    let snapshot: { bytes: number; sha256: string };
    try {
      snapshot = await writeSnapshotTemp(this.directory, covered, captured);
    } catch (error) {
      // The old snapshot and journals still hold everything: record the closed journal exactly and go on.
      const closed = { bytes: previous.bytes, sha256: previous.sha256() };
      this.saveManifest({
        ...this.manifest,
        journals: this.manifest.journals.map((entry) => (entry.gen === covered ? { ...entry, ...closed } : entry)),
      });
      throw error;
    }
    try {
      this.saveManifest({
        ...this.manifest,
        snapshot: { file: SNAPSHOT_FILE, gen: covered, ...snapshot },
        journals: this.manifest.journals.filter((entry) => entry.gen > covered),
      });
      installSnapshot(this.directory);
    } catch (error) {
      throw this.stop(error);
    }
    for (const { generation, file } of this.journalFiles()) {
      if (generation > covered) continue;
      try {
        unlinkSync(join(this.directory, file));
      } catch {
        // removed at the next open (a journal the snapshot covers)
      }
    }
    this.compactions++;
  }

  /** Writes manifest.json; a failure stops writes (what the manifest on disk says is then unknown). */
  private saveManifest(manifest: Manifest): void {
    try {
      writeManifest(this.directory, manifest);
    } catch (error) {
      throw this.stop(error);
    }
    this.manifest = manifest;
    this.manifestSavedAt = Date.now();
  }

  /**
   * Records the newest journal's durable length in the manifest, at most every manifestRefreshMs. Written off
   * the event loop (`refreshManifest`, one at a time): the write that triggers it is acknowledged once it is
   * recorded, as before, but other requests run meanwhile instead of waiting for two fsyncs (decision 115).
   */
  private recordJournalLength(): Promise<void> | undefined {
    const journal = this.journal;
    const now = Date.now();
    if (
      !journal ||
      journal.failure ||
      this.failure ||
      this.closed ||
      this.refreshing ||
      now - this.manifestSavedAt < (this.options.manifestRefreshMs ?? 1000)
    ) {
      return undefined;
    }
    const entry = this.manifest.journals.find((candidate) => candidate.gen === journal.generation);
    if (!entry || entry.sha256 !== undefined || entry.bytes >= journal.bytes) return undefined;
    const base = this.manifest;
    const next: Manifest = {
      ...base,
      journals: base.journals.map((candidate) =>
        candidate === entry ? { ...entry, bytes: journal.bytes } : candidate,
      ),
    };
    this.manifestSavedAt = now;
    const adopt = () => {
      if (this.manifest !== base || this.failure) return false;
      this.manifest = next;
      return true;
    };
    const refresh = refreshManifest(this.directory, next, adopt).then(
      () => undefined,
      (error: unknown) => {
        // What the manifest on disk says is unknown: writes stop, as with any manifest write that fails; this write itself is durable.
        this.stop(error);
        this.options.onWarning?.(`could not update the manifest: ${(error as Error).message}`);
      },
    );
    this.refreshing = refresh.finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Refuses every later write; returns the error to throw. */
  private stop(error: unknown): Error {
    const failure = error instanceof Error ? error : new Error(String(error));
    this.failure ??= failure;
    return failure;
  }

  private io(): JournalIo {
    return this.options.journalIo ?? nodeJournalIo;
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
    const failure = this.failure ?? this.journal?.failure;
    if (failure) {
      throw new EngineError(
        `The embedded database refuses writes after a disk failure (${failure.message}); ` +
          'reads still answer from what was made durable. Fix the disk, then restart the API',
      );
    }
  }

  /**
   * Journals one record; resolves once durable. Memory already holds the change (so concurrent
   * writes see it); `revert` undoes it if the journal fails. A failure fails every write not yet
   * durable, so all of them are undone, newest first, and writes stop: memory then holds exactly
   * what the disk holds.
   */
  private append(record: FileRecord, revert: () => void): Promise<void> {
    const journal = this.journal;
    if (!journal) throw new EngineError('The embedded database is not open');
    const line = encodeRecord(record);
    const seq = ++this.appended;
    this.undo.push({ seq, revert });
    this.appendedBytes += line.length;
    const durable = journal.append(line).then(
      () => {
        // Journals flush in append order (a new journal waits for the old one), so every earlier write is durable too.
        this.durable = Math.max(this.durable, seq);
        let done = 0;
        while (done < this.undo.length && (this.undo[done]?.seq ?? Infinity) <= this.durable) done++;
        if (done > 0) this.undo.splice(0, done);
        return this.recordJournalLength();
      },
      (error: Error) => {
        this.stop(error);
        for (const entry of this.undo.splice(0).reverse()) entry.revert();
        throw new EngineError(
          `The write was not made durable (${error.message}); it was undone and the embedded database refuses writes until restarted`,
        );
      },
    );
    if (this.appendedBytes > (this.options.compactBytes ?? 8 * 1024 * 1024) && !this.failure) {
      void this.compact().catch((error: Error) => this.options.onWarning?.(`compaction failed: ${error.message}`));
    }
    return durable;
  }

  private async commit(name: string, changes: Change[]): Promise<void> {
    const put = changes.flatMap((change) => (change.after ? [change.after] : []));
    const del = changes.flatMap((change) => (change.after ? [] : [change.before?._id]));
    const state = this.state(name);
    await this.append({ o: 'w', c: name, ...(put.length ? { put } : {}), ...(del.length ? { del } : {}) }, () =>
      state.revert(changes),
    );
    this.emit(name, changes);
  }

  private commitIndex(state: CollectionState, spec: IndexSpec): Promise<void> {
    const index = state.indexes.get(spec.name);
    return this.append({ o: 'idx', c: state.name, spec }, () => {
      if (state.indexes.get(spec.name) === index) state.indexes.delete(spec.name);
    });
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

  /**
   * Checks the files against the manifest (refusing to start on a missing, renamed, shortened or
   * altered one), replays the snapshot and then every journal in order, opens a new journal and
   * lists it in the manifest. Returns whether any journal held writes.
   */
  private load(): boolean {
    const files = readDatabaseFiles(this.directory, (message) => this.options.onWarning?.(message));
    for (const record of files.snapshot) this.replay(record);
    for (const journal of files.journals) for (const record of journal.records) this.replay(record);
    for (const state of this.states.values()) state.rebuildIndexes();
    // Journals that only hold their head line leave the manifest; they are removed once it is written.
    const kept = files.journals.filter((journal) => journal.writes);
    const empty = files.journals.filter((journal) => !journal.writes);
    this.journal = Journal.create(this.directory, files.nextGeneration, this.io());
    this.manifest = files.manifest;
    this.saveManifest({
      ...files.manifest,
      journals: [...kept.map((journal) => journal.entry), activeEntry(this.journal)],
    });
    for (const { entry } of empty) unlinkSync(join(this.directory, entry.file));
    return kept.length > 0;
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

const activeEntry = (journal: Journal): FileEntry => ({
  file: journal.file,
  gen: journal.generation,
  bytes: journal.headBytes,
});

export function openEmbeddedPort(options: EmbeddedOptions): Promise<EmbeddedDataPort> {
  return EmbeddedDataPort.open(options);
}
