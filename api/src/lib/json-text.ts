import { Invalid } from '../errors';

/**
 * Objects and arrays nested deeper than this are refused: no form of ours comes near, and a deep value
 * makes recursive code (fingerprints, validators) overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and arrays).`;
export const NOT_JSON_MESSAGE = 'Request body is not valid JSON.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * The deepest nesting of objects and arrays in JSON text, found by one scan without parsing or recursion
 * (brackets inside strings do not count). Stops counting once past `limit`.
 * @example jsonDepth('{"a":[1,{"b":"]]"}]}') // 3
 */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return deepest;
}

/** JSON text as a value; a body nested past MAX_JSON_DEPTH or not JSON at all is a 400, before any parsing work. */
export function parseJsonText(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new Invalid(TOO_DEEP_MESSAGE, undefined, 'body_too_deep');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Invalid(NOT_JSON_MESSAGE, undefined, 'invalid_json');
  }
}
