/**
 * Plays the payment provider's card element in unit tests (jsdom): once the page mounts the element's iframe,
 * it says `ready` and answers each `create` with `answer()`, from the element's origin and window, as the real
 * element does (decision 051). The card itself is never part of a unit test.
 */
import {
  CARD_ELEMENT_CHANNEL,
  type CardElementCommand,
  type CardElementEvent,
  type CardEntryConfig,
} from '@petpal/contracts';

export const FAKE_CARD_FRAME_URL = 'https://payments.example/elements/card';
export const fakeCardEntryConfig: CardEntryConfig = {
  kind: 'frame',
  publishableKey: 'pk_test_fake',
  frameUrl: FAKE_CARD_FRAME_URL,
};

type Answer = { paymentMethodId: string } | { error: { message: string; field?: string } };

export function fakeCardElement(answer: () => Answer = () => ({ paymentMethodId: 'pm_test_visa' })) {
  const origin = new URL(FAKE_CARD_FRAME_URL).origin;
  const commands: CardElementCommand[] = [];
  const patched = new WeakSet<HTMLIFrameElement>();

  function emit(frame: HTMLIFrameElement, event: CardElementEvent) {
    window.dispatchEvent(new MessageEvent('message', { data: event, origin, source: frame.contentWindow }));
  }

  function attach(frame: HTMLIFrameElement) {
    const element = frame.contentWindow;
    if (!element || patched.has(frame)) return;
    patched.add(frame);
    element.postMessage = ((data: CardElementCommand, targetOrigin: string) => {
      if (targetOrigin !== origin) return;
      commands.push(data);
      if (data.type !== 'create') return;
      const reply = answer();
      setTimeout(() =>
        emit(frame, { channel: CARD_ELEMENT_CHANNEL, type: 'result', requestId: data.requestId, ...reply }),
      );
    }) as Window['postMessage'];
    setTimeout(() => emit(frame, { channel: CARD_ELEMENT_CHANNEL, type: 'ready' }));
  }

  const observer = new MutationObserver(() => {
    document.querySelectorAll<HTMLIFrameElement>('iframe[title="Secure card entry"]').forEach(attach);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    /** What the page sent the element. */
    commands,
    /** Sends an event as if from another origin or window (which the page must ignore). */
    emitFrom(source: { origin: string; window?: Window | null }, event: CardElementEvent) {
      window.dispatchEvent(
        new MessageEvent('message', { data: event, origin: source.origin, source: source.window ?? null }),
      );
    },
    frame: () => document.querySelector<HTMLIFrameElement>('iframe[title="Secure card entry"]'),
    emit,
    stop: () => observer.disconnect(),
  };
}
