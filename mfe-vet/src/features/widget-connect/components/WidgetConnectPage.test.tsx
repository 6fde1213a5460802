import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_TOKEN_MESSAGE } from '@petpal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderWithPlatform } from '../../../test/render';
import { connectText, WidgetConnectPage } from './WidgetConnectPage';

const PARTNER = 'http://partner.test';
const token = { token: 'pw_abc', expiresAt: '2026-12-03T10:30:00.000Z', email: 'sam@example.com' };
const route = `/widget/connect?origin=${encodeURIComponent(PARTNER)}`;

let opener: { postMessage: ReturnType<typeof vi.fn> } | null;
beforeEach(() => {
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { configurable: true, get: () => opener });
  vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
});

describe('WidgetConnectPage', () => {
  it('on Allow, asks for a token for the partner origin and posts it to that origin only', async () => {
    const requests = fakeApi({ 'POST /api/vet/widget/tokens': { status: 201, body: token } });
    renderWithPlatform(<WidgetConnectPage />, { route });
    expect(screen.getByText(/http:\/\/partner.test wants to book vet appointments/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(opener!.postMessage).toHaveBeenCalledWith({ type: WIDGET_TOKEN_MESSAGE, token }, PARTNER),
    );
    expect(requests[0]?.body).toEqual({ origin: PARTNER });
    expect(await screen.findByText(connectText.done)).toBeTruthy();
  });

  it('shows the API’s refusal and posts nothing', async () => {
    fakeApi({ 'POST /api/vet/widget/tokens': apiError(400, 'invalid_input', 'This site is not a PetPal partner.') });
    renderWithPlatform(<WidgetConnectPage />, { route });
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText('This site is not a PetPal partner.')).toBeTruthy();
    expect(opener!.postMessage).not.toHaveBeenCalled();
  });

  it('sends a guest to log in and back here', () => {
    fakeApi({});
    renderWithPlatform(<WidgetConnectPage />, { route, user: null });
    expect(screen.getByText(connectText.signIn)).toBeTruthy();
    const next = new URLSearchParams({ next: route }).toString();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(`/login?${next}`);
  });

  it('without an opener or with a malformed origin, explains where the page belongs', () => {
    fakeApi({});
    renderWithPlatform(<WidgetConnectPage />, { route: '/widget/connect?origin=javascript:alert(1)' });
    expect(screen.getByText(connectText.noOpener)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    opener = null;
    renderWithPlatform(<WidgetConnectPage />, { route });
    expect(screen.getAllByText(connectText.noOpener)).toHaveLength(2);
  });
});
