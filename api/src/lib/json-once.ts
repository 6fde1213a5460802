import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/** JSON text that is the text of a `T` (made by a serializer whose tests compare it with `JSON.stringify`). */
export type JsonText<T> = string & { readonly jsonOf?: T };

/**
 * A 200 answer of JSON text already made, typed as `c.json` of a `T` is (the client's types stay): the same
 * status and Content-Type, and a plain header record, so the node adapter writes it as it writes `c.json`'s.
 */
export const sendJson = <T>(c: Context, text: JsonText<T>) =>
  c.body(text, 200, { 'Content-Type': 'application/json' }) as unknown as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;

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
  return sendJson(c, text);
}
