/**
 * Child process for crash.test.ts: writes from several concurrent loops and prints a line once
 * each write is acknowledged (durable): `ack <n>` for an insert of document n, `count <w> <v>`
 * when writer w's counter reached v ($inc). Prints `loaded` once its modules are loaded, waits for
 * a `go` line on stdin (so the test can start it ahead of time), prints `opening`, then
 * `ready <next n>` once open.
 * Usage: tsx crash-writer.ts <dataDir> [compactBytes]
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { openEmbeddedPort } from './store';

const [dataDir, compactBytes = '65536'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-writer.ts <dataDir> [compactBytes]');

const say = (line: string) => process.stdout.write(`${line}\n`);
say('loaded');
await once(createInterface({ input: process.stdin }), 'line');
say('opening');
const db = await openEmbeddedPort({ dataDir, dbName: 'crash', compactBytes: Number(compactBytes), ttlSweepMs: 0 });
const items = db.collection<{ n: number; payload: string }>('items');
const counters = db.collection<{ _id: string; v: number }>('counters');
await items.createIndex({ n: 1 }, { unique: true });
const [last] = await items.find({}, { sort: { n: -1 }, limit: 1 }).toArray();
let next = last ? last.n + 1 : 0;
say(`ready ${next}`);

const payload = 'x'.repeat(200);
async function inserts(): Promise<void> {
  for (;;) {
    const n = next++;
    await items.insertOne({ n, payload });
    say(`ack ${n}`);
  }
}
async function counter(writer: string): Promise<void> {
  for (;;) {
    const after = await counters.findOneAndUpdate(
      { _id: writer },
      { $inc: { v: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    say(`count ${writer} ${after?.v}`);
  }
}
await Promise.all([inserts(), inserts(), inserts(), inserts(), counter('a'), counter('b')]);
