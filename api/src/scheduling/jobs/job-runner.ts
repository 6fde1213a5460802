import type { Logger } from '../../lib/logger';

/**
 * The log lines of one job: what a run that did something logs (none when omitted), what a failed run logs,
 * and at which level (error unless said).
 */
export interface JobLabels {
  handled?: string;
  failed: string;
  failedLevel?: 'warn' | 'error';
}

/** A failed run is tried again after these delays (while they are shorter than the interval), then each interval. */
export const JOB_RETRY_DELAYS_MS = [5_000, 15_000, 30_000] as const;

export interface JobOptions {
  /** How often the job looks for due work. */
  intervalMs: number;
  /** Backoff after failed runs; JOB_RETRY_DELAYS_MS when omitted. */
  retryDelaysMs?: readonly number[];
}

/**
 * The API's one job runner (decision 059). Runs `job.runDue` now (catching up after a restart) and then every
 * interval; never two runs at once in this process. A failed run is retried with backoff before the next
 * interval. The work items themselves carry their due time and a lease in their own collection (a
 * conditional update takes an item), so two API processes never run one item twice.
 */
export function startJob(job: { runDue(): Promise<number> }, log: Logger, labels: JobLabels, options: JobOptions) {
  const { intervalMs, retryDelaysMs = JOB_RETRY_DELAYS_MS } = options;
  let running: Promise<void> | null = null;
  let stopped = false;
  /** Poked during a run: that run may have looked already, so one more follows it. */
  let again = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const scheduleRetry = () => {
    const delay = retryDelaysMs[failures - 1];
    if (delay === undefined || delay >= intervalMs || retry) return;
    retry = setTimeout(() => {
      retry = null;
      tick();
    }, delay);
    retry.unref();
  };

  const tick = () => {
    if (stopped) return;
    running ??= job
      .runDue()
      .then((handled) => {
        failures = 0;
        if (handled > 0 && labels.handled) log.info(labels.handled, { handled });
      })
      .catch((error: unknown) => {
        failures++;
        log[labels.failedLevel ?? 'error'](labels.failed, {
          err: error instanceof Error ? error.message : String(error),
        });
        scheduleRetry();
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    /** Runs now, or again right after the run in progress (work a request made due need not wait). */
    poke(): void {
      if (running) again = true;
      else tick();
    },
    /** Stops scheduling and waits for the run in progress. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      if (retry) clearTimeout(retry);
      await running;
    },
  };
}

export type RunningJob = ReturnType<typeof startJob>;
