// What failed, in a few lines each, for the end of `npm test`'s output: CI keeps only the tail of a run, and a
// summary row ("1 failed") does not say which test, nor why.
import { existsSync, readFileSync } from 'node:fs';

// eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
const ANSI = /\u001b\[[0-9;]*m/g;
const LINES = 8;
const SNAPSHOT_LINES = 30;

/** The first lines of an error message, without terminal colours. */
function excerpt(message) {
  return (message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, LINES)
    .map((line) => `      ${line}`)
    .join('\n');
}

/** What the page showed when a Playwright test failed: the ARIA snapshot in its error context, if any. */
function pageSnapshot(result) {
  const context = result?.attachments?.find((attachment) => attachment.name === 'error-context')?.path;
  if (!context || !existsSync(context)) return '';
  const text = readFileSync(context, 'utf8');
  const start = text.indexOf('# Page snapshot');
  if (start === -1) return '';
  const lines = text.slice(start).split('\n').slice(1);
  const end = lines.findIndex((line, index) => index > 0 && line.startsWith('# '));
  const snapshot = (end === -1 ? lines : lines.slice(0, end)).filter((line) => line.trim() && !line.startsWith('```'));
  return `\n    the page:\n${snapshot
    .slice(0, SNAPSHOT_LINES)
    .map((line) => `      ${line}`)
    .join('\n')}`;
}

/** Failed and not-run tests of a Playwright JSON report: project, place, title, the error's first lines. */
export function playwrightFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'expected' || test.status === 'flaky') continue;
        const result = test.results.at(-1);
        const place = `[${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`;
        const status = result?.status ?? 'did not run';
        const error = result?.errors?.length ? `\n${excerpt(result.errors[0].message)}` : '';
        found.push(`  ${status}: ${place}${error}${pageSnapshot(result)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) found.push(`  error outside a test:\n${excerpt(error.message)}`);
  return found;
}

/** Failed tests of a vitest JSON report: file, title, the failure's first lines. */
export function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const found = [];
  for (const testFile of report.testResults ?? []) {
    const failed = (testFile.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      found.push(`  failed: ${testFile.name} ${test.fullName}\n${excerpt(test.failureMessages?.[0])}`);
    }
    if (failed.length === 0 && testFile.status === 'failed') {
      found.push(`  failed: ${testFile.name}\n${excerpt(testFile.message)}`);
    }
  }
  return found;
}
