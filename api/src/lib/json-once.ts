import type { Context } from 'hono';

const texts = new WeakMap<object, string>();

/**
 * A 200 JSON response for an answer that is reused as it is (a frozen, memoized service answer): the
 * text is made once per object, not once per request.
 */
export function jsonOnce(c: Context, answer: object): Response {
  let text = texts.get(answer);
  if (text === undefined) {
    text = JSON.stringify(answer);
    texts.set(answer, text);
  }
  return c.body(text, 200, { 'Content-Type': 'application/json' });
}
