import { WIDGET_TOKEN_MESSAGE } from '@petpal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInWithPopup } from './widget-sign-in';

const PETPAL = 'http://petpal.test';
const token = { token: 'pw_abc', expiresAt: '2026-12-03T10:30:00.000Z', email: 'ana@petpal.demo' };

/** A partner page's window with a popup it opened. */
function fakeView() {
  const popup = { closed: false };
  const listeners = new Set<(event: MessageEvent) => void>();
  const view = {
    location: { origin: 'http://partner.test' },
    open: vi.fn(() => popup),
    addEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const post = (origin: string, source: unknown, data: unknown) => {
    for (const listener of [...listeners]) listener({ origin, source, data } as MessageEvent);
  };
  return { view: view as unknown as Window, popup, post, open: view.open, listeners };
}

afterEach(() => vi.useRealTimers());

describe('signInWithPopup', () => {
  it('opens PetPal’s connect page for this origin and takes the token only from PetPal’s popup', async () => {
    const { view, popup, post, open, listeners } = fakeView();
    const result = signInWithPopup(PETPAL, view);
    expect(open).toHaveBeenCalledWith(
      `${PETPAL}/widget/connect?origin=http%3A%2F%2Fpartner.test`,
      'petpal-sign-in',
      expect.any(String),
    );
    post('http://evil.test', popup, { type: WIDGET_TOKEN_MESSAGE, token });
    post(PETPAL, {}, { type: WIDGET_TOKEN_MESSAGE, token });
    post(PETPAL, popup, { type: 'other', token });
    post(PETPAL, popup, { type: WIDGET_TOKEN_MESSAGE, token: { token: 1 } });
    expect(listeners.size).toBe(1);
    post(PETPAL, popup, { type: WIDGET_TOKEN_MESSAGE, token });
    await expect(result).resolves.toEqual(token);
    expect(listeners.size).toBe(0);
  });

  it('resolves null when the user closes the popup, or when it cannot open', async () => {
    vi.useFakeTimers();
    const { view, popup } = fakeView();
    const result = signInWithPopup(PETPAL, view);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1600);
    await expect(result).resolves.toBeNull();
    const blocked = { ...fakeView().view, open: () => null } as unknown as Window;
    await expect(signInWithPopup(PETPAL, blocked)).resolves.toBeNull();
  });
});
