import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The script element the platform's server puts a guest's first answers in (shell/platform/prerendered-pages.ts). */
export const FIRST_ANSWERS_ID = 'petpal-first-answers';

/** The part of react-query's dehydrated state (`dehydrate` on the server) read here: each answer and its time. */
interface FirstAnswers {
  queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number; status: string } }[];
}

const isFirstAnswers = (value: unknown): value is FirstAnswers =>
  typeof value === 'object' && value !== null && Array.isArray((value as FirstAnswers).queries);

/**
 * Hands the API's first answers the server drew a guest's first screen with (decision 113) to the page's query
 * client, once, before the first remote mounts: its first render then reads the same data and draws the same screen,
 * so replacing the server's markup changes nothing on screen. The answers are marked stale, so the remote asks again
 * on mount (the preloaded request) and shows anything newer. The script goes either way; a visitor who turns out
 * signed in (their session is not the guest's the server drew) gets nothing from it, as before.
 * (react-query's `hydrate` is not among the shared copy's exports: each answer is set with its time instead, which
 * is what `hydrate` does for a query the client does not have yet.)
 */
export async function takeFirstAnswers(queryClient: QueryClient, guest: boolean): Promise<void> {
  const script = document.getElementById(FIRST_ANSWERS_ID);
  if (!script) return;
  script.remove();
  if (!guest) return;
  let answers: unknown;
  try {
    answers = JSON.parse(script.textContent ?? '');
  } catch (error) {
    console.error('[shell] unreadable first answers', error);
    return;
  }
  if (!isFirstAnswers(answers)) return;
  const fresh = answers.queries.filter(
    ({ queryKey, state }) => state.status === 'success' && queryClient.getQueryState(queryKey) === undefined,
  );
  for (const { queryKey, state } of fresh) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
  await Promise.all(
    fresh.map(({ queryKey }) => queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' })),
  );
}
