/**
 * A value as JSON that can sit inside a `<script type="application/json">` element: every `<`, `>` and `&` (and the
 * line separators older parsers end a line at) is written as a `\u` escape, so user text (a post, a report's
 * description) holding `</script>` or `<!--` cannot close the element or start a comment; `JSON.parse` reads the same
 * value back.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
