// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inlineJson } from './inline-json';

describe('inlineJson', () => {
  const post = { title: 'Hi </script><script>alert(1)</script>', body: '<!-- a & b --> \u2028 next' };

  it('cannot close its script element, open a comment or start an entity', () => {
    const text = inlineJson({ queries: [post] });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003e');
  });

  it('reads back as the same value', () => {
    expect(JSON.parse(inlineJson(post))).toEqual(post);
  });
});
