import { createRef } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_ELEMENT_CHANNEL } from '@petpal/contracts';
import { stubApi } from '../test-utils/api-server';
import { ok } from '../test-utils/fake-fetch';
import { fakeCardElement, fakeCardEntryConfig, FAKE_CARD_FRAME_URL } from '../test-utils/fake-card-element';
import { renderWithTheme } from '../test-utils/render';
import { CARD_ENTRY_MESSAGES, CardEntryError, type CardEntryHandle } from './card-entry-config';
import { CardEntry } from './CardEntry';

let element: ReturnType<typeof fakeCardElement>;
let answer: () => { paymentMethodId: string } | { error: { message: string; field?: string } };

beforeEach(() => {
  answer = () => ({ paymentMethodId: 'pm_test_visa' });
  element = fakeCardElement(() => answer());
});
afterEach(() => element.stop());

function renderEntry(config: unknown = fakeCardEntryConfig) {
  stubApi({ 'GET /api/auth/payment-methods/card-entry': ok(config) });
  const ref = createRef<CardEntryHandle>();
  const onSubmitRequest = vi.fn();
  renderWithTheme(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CardEntry ref={ref} onSubmitRequest={onSubmitRequest} />
    </QueryClientProvider>,
  );
  return { ref, onSubmitRequest };
}

const frame = () => screen.findByTitle('Secure card entry') as Promise<HTMLIFrameElement>;

describe('CardEntry (the provider element in a frame)', () => {
  it("frames the element on the provider's origin, telling it this page's origin and the publishable key", async () => {
    renderEntry();
    const src = new URL((await frame()).src);
    expect(`${src.origin}${src.pathname}`).toBe(FAKE_CARD_FRAME_URL);
    expect(src.searchParams.get('parentOrigin')).toBe(window.location.origin);
    expect(src.searchParams.get('key')).toBe('pk_test_fake');
  });

  it("answers the element's payment method id, asking only the element's origin", async () => {
    const { ref } = renderEntry();
    await frame();
    await waitFor(() => expect(ref.current).toBeTruthy());
    // Until the element says ready, the page is told to wait.
    await expect(vi.waitFor(() => ref.current!.createPaymentMethod())).resolves.toBe('pm_test_visa');
    expect(element.commands).toEqual([
      { channel: CARD_ELEMENT_CHANNEL, type: 'create', requestId: expect.any(String) },
    ]);
  });

  it('rejects with the element’s message; a field error is shown in the element, others by the page', async () => {
    const { ref } = renderEntry();
    await frame();
    await vi.waitFor(() => ref.current!.createPaymentMethod());
    answer = () => ({ error: { message: 'Your card number is incorrect.', field: 'number' } });
    await expect(ref.current!.createPaymentMethod()).rejects.toMatchObject({ inElement: true });
    answer = () => ({ error: { message: 'Your card was declined.' } });
    const error = await ref.current!.createPaymentMethod().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(CardEntryError);
    expect(error).toMatchObject({ message: 'Your card was declined.', inElement: false });
  });

  it('ignores messages from any other origin or window, and follows the element’s height', async () => {
    const { onSubmitRequest } = renderEntry();
    const iframe = await frame();
    const resize = { channel: CARD_ELEMENT_CHANNEL, type: 'resize', height: 480 } as const;
    element.emitFrom({ origin: 'https://evil.example', window: iframe.contentWindow }, resize);
    element.emitFrom({ origin: new URL(FAKE_CARD_FRAME_URL).origin, window }, resize);
    element.emitFrom(
      { origin: 'https://evil.example', window: iframe.contentWindow },
      {
        channel: CARD_ELEMENT_CHANNEL,
        type: 'submit',
      },
    );
    expect(iframe.style.height).toBe('260px');
    expect(onSubmitRequest).not.toHaveBeenCalled();

    element.emit(iframe, resize);
    await waitFor(() => expect(iframe.style.height).toBe('480px'));
    element.emit(iframe, { channel: CARD_ELEMENT_CHANNEL, type: 'submit' });
    expect(onSubmitRequest).toHaveBeenCalledOnce();
  });

  it('says cards cannot be added when no element is configured', async () => {
    renderEntry({ kind: 'unavailable' });
    expect(await screen.findByText(CARD_ENTRY_MESSAGES.unavailable)).toBeTruthy();
    expect(screen.queryByTitle('Secure card entry')).toBeNull();
  });
});
