// `npm test`: every suite, then one closing line `N passed, N failed` over all of them.
// Suites run in two phases (decision 061): the remotes' build and e2e alone, then everything else (typecheck,
// lint, format, the vitest packages, the storybook build) on two runners fed from one queue (decision 096). Each
// suite's output is kept in a log, printed whole at its end.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { playwrightFailures, vitestFailures } from './failures.mjs';
import { runQueue } from './queue.mjs';
import { ensureInstalled, federatedPackages, pnpmCommand, root } from '../shell/platform/ensure.mjs';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
ensureInstalled();

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
  return {
    name,
    cwd: path.join(root, pkg),
    args,
    count: () => countVitest(file),
    failures: () => vitestFailures(file),
  };
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
const ensureModule = path.join(root, 'shell/platform/ensure.mjs');
/** The rspack builds e2e serves; a step of the browser lane, not a suite: it counts only when it fails. */
const buildRemotes = {
  name: 'build remotes',
  command: process.execPath,
  args: ['--input-type=module', '-e', `(await import(${JSON.stringify(ensureModule)})).ensureBuilt()`],
  cwd: root,
  step: true,
};
const e2e = {
  name: 'e2e',
  cwd: path.join(root, 'e2e'),
  args: ['exec', 'playwright', 'test'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport, PLAYWRIGHT_REPORTERS: 'list,json' },
  count: () => countPlaywright(playwrightReport),
  failures: () => playwrightFailures(playwrightReport),
  needsBuild: true,
};
const vitestSuites = vitestPackages.flatMap((pkg) =>
  pkg === 'design-system' ? [vitest(pkg, 'unit'), vitest(pkg, 'storybook')] : [vitest(pkg)],
);
const storybookBuild = {
  name: 'storybook build',
  cwd: path.join(root, 'design-system'),
  args: ['run', 'build-storybook'],
};
const checks = [
  { name: 'typecheck', cwd: root, args: ['-r', '--workspace-concurrency=2', 'run', 'typecheck'] },
  { name: 'lint', cwd: root, args: ['exec', 'eslint', '.'] },
  { name: 'format', cwd: root, args: ['exec', 'prettier', '--check', '.'] },
];
const byName = (name) => [...vitestSuites, ...checks].find((candidate) => candidate.name === name);
/** The composed site in a real browser, alone on the machine: its pages load as fast as they can. */
const browserLane = [buildRemotes, e2e];
/**
 * Everything else once e2e has ended (decision 061), at normal priority: two runners (one per core) take the
 * next job from one queue until it is empty (decision 096). The queue is longest first, by a clean clone's
 * figures (in seconds), so the long jobs start at once and the short ones fill whichever core comes free first;
 * fixed lanes left one core idle for minutes at the end.
 */
const laterJobs = [
  // Longest first, by the last clean-clone run (session 16): the api suite is now the longest job and stays
  // within half the jobs' sum (about 600 s), so the queue ends near that in any order of the long jobs.
  [byName('api')], // 375
  // The storybook project and the storybook build one after the other: both write Storybook's caches.
  [byName('design-system (storybook)'), storybookBuild], // 165 + 50
  [byName('typecheck')], // 151
  ...vitestSuites
    .filter((candidate) => !['api', 'design-system (storybook)'].includes(candidate.name))
    .map((candidate) => [candidate]), // 17-61 each
  [byName('lint')], // 52
  [byName('format')], // 45
];
const runners = 2;
/** The order of the summary rows: the checks, the vitest packages, the storybook build, then e2e. */
const order = [...checks, ...vitestSuites, storybookBuild, buildRemotes, e2e];

/** CPU seconds (user + system) of a child and its waited-for descendants, through GNU time when it is there. */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

function runSuite(suite) {
  const slug = suite.name.replace(/\W+/g, '-');
  const log = path.join(reports, `${slug}.log`);
  const timeFile = path.join(reports, `${slug}.time`);
  const plain = suite.command ? [suite.command, ...suite.args] : [pnpm, ...pnpmPrefix, ...suite.args];
  const [command, ...args] = plain;
  const [file, argv] = gnuTime ? [gnuTime, ['-q', '-f', '%U %S', '-o', timeFile, command, ...args]] : [command, args];
  const started = Date.now();
  console.log(`━━ ${suite.name} started (log: ${log})`);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(file, argv, {
      cwd: suite.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...suite.env },
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', (error) => out.write(`${error.stack}\n`));
    child.on('close', (status) => {
      out.end(() => {
        const wall = (Date.now() - started) / 1000;
        const cpu = existsSync(timeFile)
          ? readFileSync(timeFile, 'utf8')
              .trim()
              .split(/\s+/)
              .slice(-2)
              .reduce((sum, seconds) => sum + Number(seconds), 0)
          : null;
        console.log(`\n━━ ${suite.name} ━━ (${wall.toFixed(1)}s)`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ ok: status === 0, wall, cpu });
      });
    });
  });
}

async function runLane(lane, results) {
  let built = true;
  for (const entry of lane) {
    // e2e serves what the build step makes: after a failed build it is reported failed without running.
    const result = entry.needsBuild && !built ? { ok: false, wall: 0, cpu: 0 } : await runSuite(entry);
    results.set(entry.name, result);
    if (entry.step && !result.ok) built = false;
  }
}

const startedAll = Date.now();
const results = new Map();
await runLane(browserLane, results);
await runQueue(laterJobs, runners, (job) => runLane(job, results));

const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const failures = [];
for (const suite of order) {
  const { ok, wall, cpu } = results.get(suite.name);
  const counted = suite.count?.() ?? null;
  const counts =
    counted ?? (suite.step ? { passed: 0, failed: 0, skipped: 0 } : { passed: ok ? 1 : 0, failed: 0, skipped: 0 });
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (!ok) failures.push(`${suite.name}:`, ...(suite.failures?.() ?? [`  exit status not 0; see its log above`]));
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  rows.push(
    `${ok ? 'ok  ' : 'FAIL'} ${suite.name.padEnd(28)} ${String(counts.passed).padStart(4)} passed ${String(counts.failed).padStart(3)} failed  ${wall.toFixed(1)}s${cpu === null ? '' : ` (cpu ${cpu.toFixed(1)}s)`}`,
  );
}

console.log(`\n${rows.join('\n')}\nwall ${((Date.now() - startedAll) / 1000).toFixed(1)}s\n`);
if (failures.length) console.log(`What failed:\n${failures.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
