import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from './logger';
import { startPeriodicJob } from './periodic-job';

const labels = { handled: 'handled', failed: 'failed' };

/** A job whose runs wait until released, counting how many started. */
function gatedJob() {
  const releases: Array<() => void> = [];
  const job = {
    runs: 0,
    runDue: vi.fn(async () => {
      job.runs++;
      await new Promise<void>((resolve) => releases.push(resolve));
      return 0;
    }),
    release: () => releases.shift()?.(),
  };
  return job;
}

describe('startPeriodicJob', () => {
  it('runs at start, and a poke during a run runs once more right after it', async () => {
    const job = gatedJob();
    const started = startPeriodicJob(job, createMemoryLogger(), labels, 60_000);
    expect(job.runs).toBe(1);
    started.poke();
    started.poke();
    expect(job.runs).toBe(1);
    job.release();
    await vi.waitFor(() => expect(job.runs).toBe(2));
    job.release();
    const stopping = started.stop();
    started.poke();
    await stopping;
    expect(job.runs).toBe(2);
  });
});
