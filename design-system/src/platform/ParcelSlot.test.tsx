import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';
import type { ParcelHost } from './contract';
import { ParcelSlot } from './ParcelSlot';
import { ParcelHostContext, RemoteSlot } from './RemoteSlot';

function hostMounting(text: string) {
  const unmount = vi.fn(async () => undefined);
  const host = {
    mount: vi.fn(async (_remote: string, _expose: string, element: HTMLElement, _onLateArrival?: () => void) => {
      element.textContent = text;
      return { unmount };
    }),
    reset: vi.fn(),
  } satisfies ParcelHost;
  return { host, unmount };
}

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ParcelSlot', () => {
  it('mounts the exposed piece in its element and unmounts it when the page leaves', async () => {
    const { host, unmount } = hostMounting('Alert settings');
    const page = inTheme(<ParcelSlot host={host} remote="mfe_notifications" expose="alert-settings" area="Alerts" />);
    expect(await screen.findByText('Alert settings')).toBeTruthy();
    expect(host.mount).toHaveBeenCalledWith(
      'mfe_notifications',
      'alert-settings',
      expect.any(HTMLElement),
      expect.any(Function),
    );
    page.unmount();
    expect(unmount).toHaveBeenCalledOnce();
  });

  it('shows its own fallback when the remote fails, and Retry forgets the remote and mounts afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host } = hostMounting('Alert settings');
    host.mount.mockRejectedValueOnce(new Error('connection refused'));
    inTheme(<ParcelSlot host={host} remote="mfe_notifications" expose="alert-settings" area="Nearby alerts" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nearby alerts is unavailable right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(host.reset).toHaveBeenCalledWith('mfe_notifications');
    expect(await screen.findByText('Alert settings')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces its fallback with the piece by itself when a slow remote arrives after all', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host } = hostMounting('Alert settings');
    let arriveLate: () => void = () => undefined;
    host.mount.mockImplementationOnce(async (_remote, _expose, _element, onLateArrival) => {
      arriveLate = onLateArrival ?? (() => undefined);
      throw new Error('mfe_notifications/alert-settings did not load within 2000 ms');
    });
    inTheme(<ParcelSlot host={host} remote="mfe_notifications" expose="alert-settings" area="Nearby alerts" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Nearby alerts is unavailable right now.');
    act(() => arriveLate());
    expect(await screen.findByText('Alert settings')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(host.reset).not.toHaveBeenCalled();
  });

  it('takes down a piece that arrives after the page has left', async () => {
    let arrive: (value: { unmount(): Promise<unknown> }) => void = () => undefined;
    const unmount = vi.fn(async () => undefined);
    const host: ParcelHost = { mount: () => new Promise((resolve) => (arrive = resolve)), reset: vi.fn() };
    const page = inTheme(<ParcelSlot host={host} remote="mfe_vet" expose="upcoming-visits" area="Visits" />);
    page.unmount();
    arrive({ unmount });
    await vi.waitFor(() => expect(unmount).toHaveBeenCalledOnce());
  });
});

describe('RemoteSlot', () => {
  it("uses the root's parcel host, and stays empty without one (a remote running standalone)", async () => {
    const { host } = hostMounting('Upcoming visits');
    const slot = <RemoteSlot remote="mfe_vet" expose="upcoming-visits" area="Visits" />;
    const page = inTheme(slot);
    expect(page.container.innerHTML).toBe('');
    page.unmount();
    inTheme(<ParcelHostContext.Provider value={host}>{slot}</ParcelHostContext.Provider>);
    expect(await screen.findByText('Upcoming visits')).toBeTruthy();
  });
});
