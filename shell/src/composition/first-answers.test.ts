import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, takeFirstAnswers } from './first-answers';

const key = ['shop', 'catalogue', 'list', 'shelf=merchandise'];

/** The script the platform's server writes (prerendered-pages.ts): react-query's `dehydrate`, as JSON. */
const dehydrated = {
  mutations: [],
  queries: [
    {
      dehydratedAt: 1_000,
      queryKey: key,
      queryHash: JSON.stringify(key),
      state: { data: { products: [{ name: 'Rope toy </script>' }] }, dataUpdatedAt: 900, status: 'success' },
    },
  ],
};

function serverScript(text?: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_ANSWERS_ID;
  script.textContent = text ?? JSON.stringify(dehydrated);
  document.head.append(script);
}

afterEach(() => document.getElementById(FIRST_ANSWERS_ID)?.remove());

describe('takeFirstAnswers', () => {
  it("gives a guest's query client the answers, marked stale so the remote asks again, and takes the script away", async () => {
    serverScript();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    await takeFirstAnswers(client, true);
    expect(client.getQueryData(key)).toEqual({ products: [{ name: 'Rope toy </script>' }] });
    expect(client.getQueryState(key)).toMatchObject({ dataUpdatedAt: 900, isInvalidated: true });
    expect(client.isFetching()).toBe(0);
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
  });

  it('gives a signed-in visitor nothing, and takes the script away', async () => {
    serverScript();
    const client = new QueryClient();
    await takeFirstAnswers(client, false);
    expect(client.getQueryData(key)).toBeUndefined();
    expect(document.getElementById(FIRST_ANSWERS_ID)).toBeNull();
  });

  it('does it once, and leaves the client alone with no script or an unreadable one', async () => {
    serverScript();
    const client = new QueryClient();
    await takeFirstAnswers(client, true);
    client.setQueryData(key, 'newer');
    await takeFirstAnswers(client, true);
    expect(client.getQueryData(key)).toBe('newer');
    serverScript('{not json');
    const other = new QueryClient();
    await takeFirstAnswers(other, true);
    expect(other.getQueryCache().getAll()).toEqual([]);
  });
});
