import { describe, expect, it } from 'vitest';
import { Invalid } from '../errors';
import { jsonDepth, MAX_JSON_DEPTH, parseJsonText } from './json-text';

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonDepth', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{}')).toBe(1);
    expect(jsonDepth('[[],[[]]]')).toBe(3);
    expect(jsonDepth('{"a":[1,{"b":"]]"}]}')).toBe(3);
    expect(jsonDepth('{"a":"\\"[[[[","b":[]}')).toBe(2);
    expect(jsonDepth('["\\\\",[[]]]')).toBe(3);
  });

  it('scans a million levels without recursion, and stops counting past the limit', () => {
    expect(jsonDepth('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(1_000_000);
    expect(jsonDepth('['.repeat(1_000_000), 40)).toBe(41);
  });
});

describe('parseJsonText', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more with 400 body_too_deep, before parsing`, () => {
    expect(parseJsonText(nested(MAX_JSON_DEPTH))).toBeTypeOf('object');
    const refusal = (() => {
      try {
        parseJsonText(nested(MAX_JSON_DEPTH + 1));
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(Invalid);
    expect(refusal).toMatchObject({ status: 400, code: 'body_too_deep' });
    // Too deep is found first even when the text would not parse at all.
    expect(() => parseJsonText('['.repeat(10_000))).toThrow(/nested too deeply/);
  });

  it('answers 400 invalid_json for text that is not JSON', () => {
    expect(() => parseJsonText('{"a":')).toThrow(expect.objectContaining({ status: 400, code: 'invalid_json' }));
    expect(() => parseJsonText('')).toThrow(expect.objectContaining({ code: 'invalid_json' }));
  });
});
