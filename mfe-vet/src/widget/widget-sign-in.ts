import { WIDGET_TOKEN_MESSAGE, WidgetToken } from '@petpal/contracts';

export const WIDGET_CONNECT_PATH = '/widget/connect';

/**
 * Opens PetPal's sign-in popup and resolves with the token it posts back, or null when the user closes it.
 * Only a message from PetPal's origin, of the expected shape, is taken.
 */
export function signInWithPopup(petpalOrigin: string, view: Window = window): Promise<WidgetToken | null> {
  const url = `${petpalOrigin}${WIDGET_CONNECT_PATH}?${new URLSearchParams({ origin: view.location.origin })}`;
  const popup = view.open(url, 'petpal-sign-in', 'popup,width=480,height=680');
  if (!popup) return Promise.resolve(null);
  return new Promise((resolve) => {
    let settled = false;
    const done = (token: WidgetToken | null) => {
      if (settled) return;
      settled = true;
      view.removeEventListener('message', onMessage);
      clearInterval(closedCheck);
      resolve(token);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== petpalOrigin || event.source !== popup) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (data?.type !== WIDGET_TOKEN_MESSAGE) return;
      const parsed = WidgetToken.safeParse(data.token);
      if (parsed.success) done(parsed.data);
    };
    view.addEventListener('message', onMessage);
    // A message posted just before the popup closed may still be on its way: wait a moment for it.
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedCheck);
      setTimeout(() => done(null), 1000);
    }, 500);
  });
}
