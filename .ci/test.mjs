// `npm test`: every suite, then one closing line `N passed, N failed` over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, federatedPackages, pnpmCommand, root } from '../shell/platform/ensure.mjs';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
ensureInstalled();
ensureBuilt();

const reports = mkdtempSync(path.join(tmpdir(), 'petpal-test-'));
const [pnpm, ...pnpmPrefix] = pnpmCommand();
const vitestPackages = ['api', 'design-system', 'shell/platform', ...federatedPackages];

function vitest(pkg, project) {
  const name = project ? `${pkg} (${project})` : pkg;
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'exec',
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  if (project) args.push('--project', project);
  return { name, cwd: path.join(root, pkg), args, count: () => countVitest(file) };
}

function countVitest(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function countPlaywright(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

const playwrightReport = path.join(reports, 'e2e.json');
const suites = [
  { name: 'typecheck', cwd: root, args: ['-r', '--workspace-concurrency=2', 'run', 'typecheck'] },
  { name: 'lint', cwd: root, args: ['exec', 'eslint', '.'] },
  { name: 'format', cwd: root, args: ['exec', 'prettier', '--check', '.'] },
  ...vitestPackages.flatMap((pkg) =>
    pkg === 'design-system' ? [vitest(pkg, 'unit'), vitest(pkg, 'storybook')] : [vitest(pkg)],
  ),
  { name: 'storybook build', cwd: path.join(root, 'design-system'), args: ['run', 'build-storybook'] },
  {
    name: 'e2e',
    cwd: path.join(root, 'e2e'),
    args: ['exec', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, PLAYWRIGHT_REPORTERS: 'list,json' },
    count: () => countPlaywright(playwrightReport),
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
for (const suite of suites) {
  console.log(`\n━━ ${suite.name} ━━`);
  const started = Date.now();
  const result = spawnSync(pnpm, [...pnpmPrefix, ...suite.args], {
    cwd: suite.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const ok = result.status === 0;
  const counted = suite.count?.() ?? null;
  const counts = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  rows.push(
    `${ok ? 'ok  ' : 'FAIL'} ${suite.name.padEnd(28)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
}

console.log(`\n${rows.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
