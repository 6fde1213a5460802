import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../lib/logger';
import { startJob } from './job-runner';

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

describe('startJob', () => {
  it('runs at start, and a poke during a run runs once more right after it', async () => {
    const job = gatedJob();
    const started = startJob(job, createMemoryLogger(), labels, { intervalMs: 60_000 });
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

  it('retries a failed run with backoff before the next interval, then waits for the interval again', async () => {
    vi.useFakeTimers();
    try {
      const runDue = vi.fn().mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
      runDue.mockResolvedValue(1);
      const log = createMemoryLogger();
      const job = startJob({ runDue }, log, labels, { intervalMs: 60_000, retryDelaysMs: [1_000, 4_000] });
      await vi.advanceTimersByTimeAsync(999);
      expect(runDue).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(runDue).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(3_999);
      expect(runDue).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(runDue).toHaveBeenCalledTimes(3);
      expect(log.lines.filter((line) => line.msg === 'failed')).toHaveLength(2);
      expect(log.lines.some((line) => line.msg === 'handled')).toBe(true);
      await vi.advanceTimersByTimeAsync(50_000);
      expect(runDue).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(runDue).toHaveBeenCalledTimes(4);
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
