import { afterEach, describe, expect, it, vi } from 'vitest';
import { compare, idleQuery, timingOf } from './measure';
import { perTestDatabase } from './per-test';

/**
 * A clock the measured functions move: `spend` is CPU work (wall and CPU time pass), `wait` a wait for the CPU or
 * the disk (only wall time passes).
 */
function fakeClock() {
  let now = 0;
  let cpu = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(process, 'cpuUsage').mockImplementation((previous?: NodeJS.CpuUsage) => {
    const micros = cpu * 1000;
    return previous ? { user: micros - previous.user, system: 0 } : { user: micros, system: 0 };
  });
  return {
    spend: (ms: number) => {
      now += ms;
      cpu += ms;
    },
    wait: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('timingOf', () => {
  it('answers the median and the nearest-rank p99', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(timingOf(samples)).toEqual({ median: 101, p99: 199 });
  });

  it('answers the slowest run as the p99 of under 100 runs', () => {
    expect(timingOf([3, 1, 2, 9])).toEqual({ median: 3, p99: 9 });
  });
});

describe('compare', () => {
  it('alternates which side goes first, round by round, after warm-up runs left out of the figures', async () => {
    const clock = fakeClock();
    const order: string[] = [];
    // The warm-up runs are slow (a cold JIT); the figures must not show them.
    const run = (side: string, ms: number) => async () => {
      clock.spend(order.length < 2 ? 100 : ms);
      order.push(side);
    };
    const comparison = await compare(run('b', 1), run('s', 2), { rounds: 3, times: 2, warmup: 1 });
    expect(order.join('')).toBe('bs' + 'bbss' + 'ssbb' + 'bbss');
    expect(comparison.baseline).toEqual({ median: 1, p99: 1 });
    expect(comparison.subject).toEqual({ median: 2, p99: 2 });
  });

  it('keeps the ratio when a busy neighbour slows a whole round of both sides tenfold', async () => {
    const clock = fakeClock();
    let load = 1;
    let baselineRuns = 0;
    let subjectRuns = 0;
    const comparison = await compare(
      async () => {
        clock.spend(1 * load);
        // The neighbour leaves after the second round (its baseline goes last).
        if (++baselineRuns === 20) load = 1;
      },
      async () => {
        clock.spend(3 * load);
        // The neighbour arrives after the first round (its subject goes last).
        if (++subjectRuns === 10) load = 10;
      },
      { rounds: 3, times: 10, warmup: 0 },
    );
    expect(comparison.ratio).toEqual({ median: 3, p99: 3, fastest: 3, cpu: 3 });
    expect(comparison.baseline).toEqual({ median: 1, p99: 10 });
    expect(comparison.subject).toEqual({ median: 3, p99: 30 });
  });

  it('reports the median round, so one slow round of the subject moves its p99 but not the medians', async () => {
    const clock = fakeClock();
    let round = 0;
    let runs = 0;
    const comparison = await compare(
      async () => clock.spend(2),
      async () => {
        runs += 1;
        round = Math.ceil(runs / 4);
        clock.spend(round === 2 ? 50 : 4);
      },
      { rounds: 5, times: 4, warmup: 0 },
    );
    expect(comparison.subject).toEqual({ median: 4, p99: 50 });
    expect(comparison.ratio).toEqual({ median: 2, p99: 25, fastest: 2, cpu: 2 });
  });

  it("answers, as `fastest`, the ratio of each round's fastest runs, which preempted runs do not move", async () => {
    const clock = fakeClock();
    let runs = 0;
    const comparison = await compare(
      async () => clock.spend(1),
      async () => {
        runs += 1;
        // Two runs in three wait for the CPU (20 ms); the work itself takes 5 ms.
        clock.spend(5);
        if (runs % 3 !== 0) clock.wait(20);
      },
      { rounds: 4, times: 6, warmup: 0 },
    );
    expect(comparison.ratio.median).toBe(25);
    expect(comparison.ratio.fastest).toBe(5);
  });

  it('answers, as `cpu`, the ratio of the CPU time spent, which waits do not move even when every run waits', async () => {
    const clock = fakeClock();
    const comparison = await compare(
      async () => clock.spend(1),
      async () => {
        clock.spend(5);
        clock.wait(20);
      },
      { rounds: 4, times: 6, warmup: 0 },
    );
    expect(comparison.ratio.fastest).toBe(25);
    expect(comparison.ratio.cpu).toBe(5);
  });
});

describe('idleQuery', () => {
  const t = perTestDatabase(async (db) => ({ db }));

  it('reads its one document by _id, and fails once that document is gone', async () => {
    const read = await idleQuery(t.db, 3);
    await read.run();
    await t.db.collection('bench_baseline').deleteMany({});
    await expect(read.run()).rejects.toThrow('the baseline document is missing');
  });
});
