/**
 * Child process for crash.test.ts: inserts documents from several concurrent
 * loops and prints `ack <n>` once each insert is acknowledged (durable).
 * Usage: tsx crash-writer.ts <dataDir> <compactBytes>
 */
import { openEmbeddedPort } from './store';

const [dataDir, compactBytes = '65536'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: crash-writer.ts <dataDir> [compactBytes]');

const db = await openEmbeddedPort({ dataDir, dbName: 'crash', compactBytes: Number(compactBytes), ttlSweepMs: 0 });
const col = db.collection<{ n: number; payload: string }>('items');
await col.createIndex({ n: 1 }, { unique: true });
const existing = await col.countDocuments();
process.stdout.write(`ready ${existing}\n`);

let next = existing;
const payload = 'x'.repeat(200);
async function loop(): Promise<void> {
  for (;;) {
    const n = next++;
    await col.insertOne({ n, payload });
    process.stdout.write(`ack ${n}\n`);
  }
}
await Promise.all([loop(), loop(), loop(), loop()]);
