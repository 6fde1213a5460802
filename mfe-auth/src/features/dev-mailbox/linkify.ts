export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const url = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link belongs to the sentence, not the link. */
const trailing = /[.,;:!?)\]]+$/;

/** Splits a plain-text message into text and http(s) links, so the links can be rendered clickable. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(url)) {
    const href = match[0].replace(trailing, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
