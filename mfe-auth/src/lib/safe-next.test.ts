import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeNext('?next=%2Fwidget%2Fconnect%3Forigin%3Dhttp%253A%252F%252F127.0.0.1%253A8110')).toBe(
      '/widget/connect?origin=http%3A%2F%2F127.0.0.1%3A8110',
    );
  });

  it('refuses other origins and anything that is not a path', () => {
    for (const next of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(safeNext(`?${new URLSearchParams({ next })}`)).toBeNull();
    }
    expect(safeNext('')).toBeNull();
  });
});
