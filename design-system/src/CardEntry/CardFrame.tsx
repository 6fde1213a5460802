import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { CARD_ELEMENT_CHANNEL, type CardElementCommand, type CardElementEvent } from '@petpal/contracts';
import { CARD_ENTRY_MESSAGES, CardEntryError, type CardEntryHandle } from './card-entry-config';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  background: transparent;
`;

type Payload<T> = T extends unknown ? Omit<T, 'channel'> : never;
interface Pending {
  resolve(id: string): void;
  reject(error: CardEntryError): void;
}

export interface CardFrameProps {
  /** The element page on the provider's origin. */
  frameUrl: string;
  publishableKey: string;
  ref?: Ref<CardEntryHandle>;
  onSubmitRequest?: () => void;
  /** Milliseconds to wait for the element's answer. */
  timeoutMs?: number;
}

/**
 * The provider's card element in an iframe on the provider's origin (decision 051): the card is typed there and
 * never enters this page. Messages are read only from that frame's window at that origin, and sent only to it.
 */
export function CardFrame({ frameUrl, publishableKey, ref, onSubmitRequest, timeoutMs = 20_000 }: CardFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [height, setHeight] = useState(260);
  const pending = useRef(new Map<string, Pending>());
  const submitRequest = useRef(onSubmitRequest);
  submitRequest.current = onSubmitRequest;

  const { src, origin } = useMemo(() => {
    const url = new URL(frameUrl, window.location.href);
    url.searchParams.set('parentOrigin', window.location.origin);
    url.searchParams.set('key', publishableKey);
    return { src: url.href, origin: url.origin };
  }, [frameUrl, publishableKey]);

  useEffect(() => {
    const waiting = pending.current;
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || !frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as CardElementEvent | null;
      if (data?.channel !== CARD_ELEMENT_CHANNEL) return;
      if (data.type === 'ready') setReady(true);
      else if (data.type === 'resize' && Number.isFinite(data.height))
        setHeight(Math.min(Math.max(data.height, 80), 1200));
      else if (data.type === 'submit') submitRequest.current?.();
      else if (data.type === 'result') {
        const request = waiting.get(data.requestId);
        waiting.delete(data.requestId);
        if ('paymentMethodId' in data) request?.resolve(data.paymentMethodId);
        else request?.reject(new CardEntryError(data.error.message, Boolean(data.error.field)));
      }
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const request of waiting.values()) request.reject(new CardEntryError(CARD_ENTRY_MESSAGES.noAnswer));
      waiting.clear();
    };
  }, [origin]);

  useImperativeHandle(ref, () => {
    const send = (command: Payload<CardElementCommand>) =>
      frame.current?.contentWindow?.postMessage({ channel: CARD_ELEMENT_CHANNEL, ...command }, origin);
    return {
      createPaymentMethod() {
        if (!ready) return Promise.reject(new CardEntryError(CARD_ENTRY_MESSAGES.loading));
        const requestId = crypto.randomUUID();
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.current.delete(requestId);
            reject(new CardEntryError(CARD_ENTRY_MESSAGES.noAnswer));
          }, timeoutMs);
          const settle =
            <T,>(done: (value: T) => void) =>
            (value: T) => {
              clearTimeout(timer);
              done(value);
            };
          pending.current.set(requestId, { resolve: settle(resolve), reject: settle(reject) });
          send({ type: 'create', requestId });
        });
      },
      reset: () => send({ type: 'reset' }),
    };
  }, [origin, ready, timeoutMs]);

  return <Frame ref={frame} src={src} title="Secure card entry" style={{ height }} />;
}
