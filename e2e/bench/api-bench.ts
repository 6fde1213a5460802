import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One ratio budget of `npm run bench` and whether the measured ratio met it (docs/decisions/073). */
export interface BudgetResult {
  name: string;
  /** The measured ratio and its limit; absent for a bench's own budget line (see `OWN_LINE`). */
  ratio?: number;
  limit?: number;
  met: boolean;
}

/** A budget line as api/src/test-support/measure.ts `budgetLine` prints it. */
const BUDGET_LINE = /^ {2}budget: (.+): ([\d.]+)x \(limit ([\d.]+)x\): (met|MISSED)$/;
/** A bench's own budget line, e.g. group-feed's `  budgets: feed pages p99 <= 10 ms, ...: met`. */
const OWN_LINE = /^ {2}budgets?: (.+): (met|MISSED|EXCEEDED)\b/;

/**
 * Runs one of the API's in-process benchmarks (a `*.bench.ts` under api/src), prints what it prints and
 * answers its budgets and its exit status (non-zero when a budget was missed or the bench failed).
 */
export function runApiBench(file: string): { budgets: BudgetResult[]; status: number | null } {
  const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsxCli, file], {
    cwd: path.resolve(import.meta.dirname, '../../api'),
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout);
  if (result.status !== 0) process.stderr.write(result.stderr);
  const budgets = result.stdout.split('\n').flatMap((line): BudgetResult[] => {
    const ratio = BUDGET_LINE.exec(line);
    if (ratio) return [{ name: ratio[1]!, ratio: Number(ratio[2]), limit: Number(ratio[3]), met: ratio[4] === 'met' }];
    const own = OWN_LINE.exec(line);
    return own ? [{ name: `${path.basename(file, '.bench.ts')}: ${own[1]!}`, met: own[2] === 'met' }] : [];
  });
  return { budgets, status: result.status };
}
