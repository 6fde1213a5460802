// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { zodMiniExports } from '../../build/shared-exports.mjs';
import { zodMiniCalls } from '../../build/zod-exports.mjs';

describe("the page's one zod/mini (decision 072)", () => {
  it('is built with every zod/mini function the browser code calls', () => {
    const calls: string[] = zodMiniCalls();
    expect(calls).toContain('strictObject');
    expect(calls.filter((name) => !zodMiniExports.includes(name))).toEqual([]);
  });
});
