import { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';

export interface Timing {
  median: number;
  p99: number;
}

/** Median and p99 (nearest rank) of some samples; with under 100 samples the p99 is the slowest. */
export function timingOf(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1]!, p99: sorted[Math.floor(sorted.length * 0.99)]! };
}

const middle = (values: readonly number[]) => timingOf(values).median;

/** `run` `times` times in a row: each run's duration and the CPU time the process spent on it, in ms. */
async function sample(run: () => Promise<unknown>, times: number): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < times; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    await run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

export interface Comparison {
  /** Each side: the median over the rounds of each round's median, and the p99 of all its runs, in ms. */
  baseline: Timing;
  subject: Timing;
  /**
   * subject / baseline: medians over the rounds of the ratio of the round's medians and of its fastest runs
   * (`fastest`: the work itself, which a neighbour cannot add to; the budgets' figure) and of the CPU time spent
   * (`cpu`, median per round), and the p99s' ratio.
   */
  ratio: Timing & { fastest: number; cpu: number };
}

const DEFAULT_ROUNDS = 20;

export interface CompareOptions {
  /** Rounds; each runs both sides, the side that goes first alternating. */
  rounds?: number;
  /** Runs of each side in a round. */
  times?: number;
  /** Unmeasured runs of each side before the first round. */
  warmup?: number;
}

/**
 * `subject` against `baseline` in the same process: many short alternating rounds, so a busy neighbour slows
 * both sides alike; the medians and their ratio are medians over the rounds, so a burst that spoils a few
 * rounds does not move them.
 * @example const { ratio } = await compare(baseline.run, () => search({ page: 1 }));
 */
export async function compare(
  baseline: () => Promise<unknown>,
  subject: () => Promise<unknown>,
  { rounds = DEFAULT_ROUNDS, times = 10, warmup = 20 }: CompareOptions = {},
): Promise<Comparison> {
  for (let i = 0; i < warmup; i++) {
    await baseline();
    await subject();
  }
  const all = { baseline: [] as number[], subject: [] as number[] };
  const medians = { baseline: [] as number[], subject: [] as number[] };
  const fastest = { baseline: [] as number[], subject: [] as number[] };
  const cpu = { baseline: [] as number[], subject: [] as number[] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['baseline', 'subject'] as const) : (['subject', 'baseline'] as const);
    for (const side of order) {
      const { wall, cpu: cpuTimes } = await sample(side === 'baseline' ? baseline : subject, times);
      all[side].push(...wall);
      medians[side].push(middle(wall));
      fastest[side].push(Math.min(...wall));
      cpu[side].push(middle(cpuTimes));
    }
  }
  const baselineAll = timingOf(all.baseline);
  const subjectAll = timingOf(all.subject);
  return {
    baseline: { median: middle(medians.baseline), p99: baselineAll.p99 },
    subject: { median: middle(medians.subject), p99: subjectAll.p99 },
    ratio: {
      median: middle(medians.subject.map((median, round) => median / medians.baseline[round]!)),
      p99: subjectAll.p99 / baselineAll.p99,
      fastest: middle(fastest.subject.map((min, round) => min / fastest.baseline[round]!)),
      cpu: middle(cpu.subject.map((used, round) => used / cpu.baseline[round]!)),
    },
  };
}

/** What a bench's ratios are to: `label` says what `run` does. */
export interface Baseline {
  label: string;
  run: () => Promise<unknown>;
}

const BASELINE_COLLECTION = 'bench_baseline';
/** Reads in one run of the idle query: about the duration of a fast subject, so the scheduler preempts both alike. */
export const IDLE_BATCH = 20;

/**
 * The in-process benches' baseline: a read by _id of the one document of a tiny collection on the same
 * engine, `batch` times in a row.
 */
export async function idleQuery(db: DataPort, batch = IDLE_BATCH): Promise<Baseline> {
  const collection = db.collection<{ _id: ObjectId; name: string }>(BASELINE_COLLECTION);
  const _id = new ObjectId();
  await collection.insertOne({ _id, name: 'baseline' });
  return {
    label: `${batch} reads by _id of a one-document collection, same engine`,
    run: async () => {
      for (let i = 0; i < batch; i++) {
        if (!(await collection.findOne({ _id }))) throw new Error('the baseline document is missing');
      }
    },
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(9);
const fold = (value: number) => `${value.toFixed(1)}x`.padStart(7);

/** One line of a comparison: the subject's ms, the baseline's ms, and the ratios. */
export const comparisonLine = (name: string, { subject, baseline, ratio }: Comparison, width = 44) =>
  `  ${name.padEnd(width)} p50 ${ms(subject.median)}  p99 ${ms(subject.p99)}` +
  `  | baseline p50 ${ms(baseline.median)}  p99 ${ms(baseline.p99)}  | ratio p50 ${fold(ratio.median)}  p99 ${fold(ratio.p99)}  fastest ${fold(ratio.fastest)}  cpu ${fold(ratio.cpu)}`;

export interface RatioBudget {
  /** What is measured, e.g. `trainer search p99`. */
  name: string;
  /** The largest ratio that meets the budget. */
  limit: number;
  /** The worst ratio measured. */
  ratio: number;
}

/**
 * The line `npm run bench` (e2e/bench/run.ts) collects into its summary, and whether the budget is met:
 * `  budget: <name>: 12.3x (limit 40x): met`.
 */
export function budgetLine({ name, limit, ratio }: RatioBudget): { line: string; met: boolean } {
  const met = ratio <= limit;
  return { line: `  budget: ${name}: ${ratio.toFixed(1)}x (limit ${limit}x): ${met ? 'met' : 'MISSED'}`, met };
}

export interface BenchCase {
  name: string;
  run: () => Promise<unknown>;
  /** The budget: the largest `ratio.fastest` to the baseline that is met; none for figures only. */
  limit?: number;
}

/**
 * Each case against `baseline` (compare), one line of figures each, then a budget line per case that has a
 * limit; answers whether every budget was met. Budget names are `<bench>: <case>`.
 */
export async function benchAgainst(
  bench: string,
  baseline: Baseline,
  cases: readonly BenchCase[],
  { width = 44, ...options }: CompareOptions & { width?: number } = {},
): Promise<boolean> {
  const rounds = options.rounds ?? DEFAULT_ROUNDS;
  console.log(`  baseline: ${baseline.label}; ratios: medians of ${rounds} alternating rounds`);
  const budgets: RatioBudget[] = [];
  for (const { name, run, limit } of cases) {
    const comparison = await compare(baseline.run, run, options);
    console.log(comparisonLine(name, comparison, width));
    if (limit !== undefined) budgets.push({ name: `${bench}: ${name}`, limit, ratio: comparison.ratio.fastest });
  }
  let met = true;
  for (const budget of budgets) {
    const result = budgetLine(budget);
    console.log(result.line);
    met &&= result.met;
  }
  return met;
}
