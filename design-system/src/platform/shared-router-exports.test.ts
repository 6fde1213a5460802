import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedExports } from '../../build/shared-exports.mjs';

// The page's shared react-router-dom is build/react-router-dom.mjs (decision 088): it must re-export exactly the
// list ESLint holds every import to, or a remote would reach for an export the page's copy does not have.
describe('the shared react-router-dom', () => {
  it('re-exports exactly the allowed exports', () => {
    const source = readFileSync(path.join(import.meta.dirname, '../../build/react-router-dom.mjs'), 'utf8');
    const list = /export \{([^}]*)\} from '@petpal\/react-router';/.exec(source)?.[1] ?? '';
    const names = list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect([...names].sort()).toEqual([...sharedExports['react-router-dom']].sort());
  });
});
