import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUserAtom } from './atoms';
import { loadSession } from './session';

function answer(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response)),
  );
}

describe('loadSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the session user, asking with credentials', async () => {
    const user = { id: 'u1', email: 'sam@example.com', role: 'pet_owner' };
    answer(Response.json({ user }));
    const store = createStore();
    await loadSession(store);
    expect(store.get(sessionUserAtom)).toEqual(user);
    expect(fetch).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'include' }));
  });

  it.each([
    ['a guest', Response.json({ user: null })],
    ['an error answer', Response.json({ error: { code: 'x', message: 'x' } }, { status: 500 })],
    ['an unexpected shape', Response.json({ user: { id: 1 } })],
    ['a body that is not JSON', new Response('<html>')],
    ['a network failure', new Error('offline')],
  ])('leaves the visitor a guest after %s', async (_name, response) => {
    answer(response);
    const store = createStore();
    await loadSession(store);
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
