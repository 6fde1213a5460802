// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { guestScreens } from './guest-screens';

// Server modules as a remote's build leaves them (dist/first-screens.server.cjs), run in the real worker.
const dir = mkdtempSync(path.join(tmpdir(), 'guest-screens-'));
const counting = path.join(dir, 'counting.cjs');
writeFileSync(
  counting,
  `let renders = 0;
exports.renderWithAnswers = async (remote, path, apiOrigin) => {
  renders += 1;
  return { html: remote + ' ' + path + ' ' + apiOrigin + ' #' + renders, styles: '', state: { queries: [] } };
};`,
);
const slow = path.join(dir, 'slow.cjs');
// As the real one, it stops when its signal says the time is up (its requests are aborted).
writeFileSync(
  slow,
  `exports.renderWithAnswers = (remote, path, apiOrigin, signal) =>
  new Promise((resolve, reject) => {
    setTimeout(() => resolve({ html: 'late' }), 5000);
    signal.addEventListener('abort', () => reject(new Error('aborted')));
  });`,
);
const throwing = path.join(dir, 'throwing.cjs');
writeFileSync(throwing, 'exports.renderWithAnswers = async () => { throw new Error("the API is down"); };');

const renderer = guestScreens({ apiOrigin: 'http://127.0.0.1:1', timeoutMs: 1_000, reuseMs: 60_000, warm: [counting] });
afterAll(() => renderer.close());

describe('guestScreens', () => {
  it('renders in the worker with the API origin, and reuses the render for the same path', async () => {
    const first = await renderer({ serverModule: counting, remote: 'mfe-shop', path: '/merchandise' });
    expect(first?.html).toBe('mfe-shop /merchandise http://127.0.0.1:1 #1');
    const again = await renderer({ serverModule: counting, remote: 'mfe-shop', path: '/merchandise' });
    expect(again?.html).toBe(first?.html);
    const other = await renderer({ serverModule: counting, remote: 'mfe-shop', path: '/pharmacy' });
    expect(other?.html).toBe('mfe-shop /pharmacy http://127.0.0.1:1 #2');
  });

  it('gives null when the render is too slow or fails, and later renders still come', async () => {
    expect(await renderer({ serverModule: slow, remote: 'mfe-shop', path: '/slow' })).toBeNull();
    expect(await renderer({ serverModule: throwing, remote: 'mfe-shop', path: '/down' })).toBeNull();
    expect(await renderer({ serverModule: path.join(dir, 'not-built.cjs'), remote: 'x', path: '/none' })).toBeNull();
    expect((await renderer({ serverModule: counting, remote: 'mfe-care', path: '/later' }))?.html).toContain('/later');
  });
});
