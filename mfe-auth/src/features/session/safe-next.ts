/**
 * Where `?next=` asks to go after signing in, when it is a path on this site ("/widget/connect?..."),
 * never another origin ("//evil.example", "/\\evil.example", "https://...").
 */
export function safeNext(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  try {
    const url = new URL(next, 'http://petpal.invalid');
    return url.origin === 'http://petpal.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
