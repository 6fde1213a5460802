/**
 * Child process for lock.test.ts. Reads commands on stdin:
 *   `race <dir> <startAtMs> [<barrierDir> <racers>]`: spins until startAtMs (so every racer starts
 *   together), tries to lock dir, prints `won`, `lost` or `error <message>`. With a barrier, a racer
 *   that judged the lock stale waits there until every racer did: the worst interleaving, forced;
 *   `release <dir>`: releases it if held, prints `released`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { acquireDirLock, LockedError, lockTestHooks, releaseDirLock } from './lock';

/** Marks this racer at the barrier and spins until `racers` have (or 5 s passed: one may have won outright). */
function barrier(dir: string, racers: number): () => void {
  let armed = true;
  return () => {
    if (!armed) return;
    armed = false;
    writeFileSync(join(dir, String(process.pid)), '');
    const deadline = Date.now() + 5000;
    while (readdirSync(dir).length < racers && Date.now() < deadline) {
      // busy-wait on purpose (see above)
    }
  };
}

const say = (line: string) => process.stdout.write(`${line}\n`);
say('ready');
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dir = '', startAt = '0', barrierDir, racers] = line.split(' ');
  if (command === 'race') {
    lockTestHooks.staleSeen = barrierDir ? barrier(barrierDir, Number(racers)) : undefined;
    while (Date.now() < Number(startAt)) {
      // busy-wait: a timer would add milliseconds of jitter between racers
    }
    try {
      acquireDirLock(dir);
      say('won');
    } catch (error) {
      say(error instanceof LockedError ? 'lost' : `error ${(error as Error).message}`);
    }
  } else if (command === 'release') {
    releaseDirLock(dir);
    say('released');
  }
}
