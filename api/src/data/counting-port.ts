import type { DataPort, PortCollection } from './port';

const READS = new Set(['findOne', 'find', 'countDocuments', 'aggregate']);
const WRITES = new Set([
  'insertOne',
  'insertMany',
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'deleteOne',
  'deleteMany',
]);

export interface PortCounts {
  reads: number;
  writes: number;
  /** Reads and writes by "collection.method", for finding the needless ones. */
  byCall: Map<string, number>;
}

/**
 * A data port that counts the database calls made through it (benchmarks: reads per booking). The
 * calls themselves go to `db` unchanged.
 */
export function countingPort(db: DataPort): { port: DataPort; counts: PortCounts; reset(): void } {
  const counts: PortCounts = { reads: 0, writes: 0, byCall: new Map() };
  const collection = <T extends object>(name: string) => {
    const inner = db.collection(name) as unknown as Record<string, (...args: unknown[]) => unknown>;
    return new Proxy(inner, {
      get(target, method: string) {
        const value = target[method];
        if (typeof value !== 'function' || (!READS.has(method) && !WRITES.has(method))) return value;
        return (...args: unknown[]) => {
          if (READS.has(method)) counts.reads++;
          else counts.writes++;
          const key = `${name}.${method}`;
          counts.byCall.set(key, (counts.byCall.get(key) ?? 0) + 1);
          return value.apply(target, args);
        };
      },
    }) as unknown as PortCollection<T>;
  };
  const port: DataPort = {
    mode: db.mode,
    collection: collection as DataPort['collection'],
    watch: (name, listener) => db.watch(name, listener),
    files: (bucket) => db.files(bucket),
    close: () => db.close(),
    dropDatabase: () => db.dropDatabase(),
  };
  return {
    port,
    counts,
    reset() {
      counts.reads = 0;
      counts.writes = 0;
      counts.byCall.clear();
    },
  };
}
