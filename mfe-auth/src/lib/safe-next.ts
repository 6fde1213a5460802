import { ReturnToPath } from '@petpal/contracts';

/**
 * Where `?next=` asks to go after signing in, when it is a path on this site ("/widget/connect?..."),
 * never another origin: the same rule as the social sign-in's return path (ReturnToPath).
 */
export function safeNext(search: string): string | null {
  const parsed = ReturnToPath.safeParse(new URLSearchParams(search).get('next'));
  return parsed.success ? parsed.data : null;
}
