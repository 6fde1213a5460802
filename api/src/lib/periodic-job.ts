import type { Logger } from './logger';

/** The log lines of one periodic job: what a run that did something logs, and what a failed run logs. */
export interface PeriodicJobLabels {
  handled: string;
  failed: string;
}

/**
 * Runs `job.runDue` now (catching up after a restart) and then every interval; never two runs at once
 * in this process (conditional updates or leases keep the runs of several API processes apart).
 */
export function startPeriodicJob(
  job: { runDue(): Promise<number> },
  log: Logger,
  labels: PeriodicJobLabels,
  intervalMs: number,
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  /** Poked during a run: that run may have looked already, so one more follows it. */
  let again = false;
  const tick = () => {
    if (stopped) return;
    running ??= job
      .runDue()
      .then((handled) => {
        if (handled > 0) log.info(labels.handled, { handled });
      })
      .catch((error: unknown) => {
        log.error(labels.failed, { err: error instanceof Error ? error.message : String(error) });
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
      await running;
    },
  };
}
