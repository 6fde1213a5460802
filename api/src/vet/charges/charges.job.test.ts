import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../lib/logger';
import { startChargeJob } from './charges.job';

describe('startChargeJob', () => {
  it('runs at once, then every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    try {
      let finish: (() => void) | undefined;
      const runDue = vi.fn(() => new Promise<number>((resolve) => (finish = () => resolve(1))));
      const log = createMemoryLogger();
      const job = startChargeJob({ runDue }, log, 1000);
      expect(runDue).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no second one
      expect(runDue).toHaveBeenCalledTimes(1);
      finish?.();
      await vi.advanceTimersByTimeAsync(1000);
      expect(runDue).toHaveBeenCalledTimes(2);
      expect(log.lines.some((line) => line.msg === 'teleconsultation charges handled')).toBe(true);
      finish?.();
      await job.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(runDue).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed run and keeps going', async () => {
    vi.useFakeTimers();
    try {
      const runDue = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValue(0);
      const log = createMemoryLogger();
      const job = startChargeJob({ runDue }, log, 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(runDue).toHaveBeenCalledTimes(2);
      expect(log.lines).toContainEqual(
        expect.objectContaining({ msg: 'teleconsultation charge run failed', err: 'database down' }),
      );
      await job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
