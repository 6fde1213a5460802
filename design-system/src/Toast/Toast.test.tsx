import { act, render, screen } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import type { ToastOptions } from './ToastItem';
import { ToastProvider, useToast } from './ToastProvider';

function Trigger({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

function show(options: ToastOptions) {
  renderWithTheme(
    <ToastProvider>
      <Trigger options={options} />
    </ToastProvider>,
  );
  act(() => screen.getByRole('button', { name: 'Notify' }).click());
}

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows in a polite live region and dismisses itself after 5 s', () => {
    show({ title: 'Appointment booked', variant: 'success' });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Appointment booked');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText('Appointment booked')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Appointment booked')).toBeNull();
  });

  it('announces errors as alerts and honours durationMs', () => {
    show({ title: 'Booking failed', description: 'Try again', variant: 'error', durationMs: 1000 });
    expect(screen.getByRole('alert').textContent).toContain('Booking failed');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be dismissed by hand', () => {
    show({ title: 'Saved' });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithTheme(<Trigger options={{ title: 'x' }} />)).toThrow(/ToastProvider/);
  });

  it('keeps a toast on screen when the root that raised it unmounts (another root shows it)', () => {
    const store = createStore();
    const root = (ui: React.ReactNode) => (
      <JotaiProvider store={store}>
        <ThemeProvider theme={theme}>
          <ToastProvider>{ui}</ToastProvider>
        </ThemeProvider>
      </JotaiProvider>
    );
    const chrome = render(root(<p>navbar</p>));
    const area = render(root(<Trigger options={{ title: 'Login successful! Welcome back to PetPal.' }} />));
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    area.unmount();
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1);
    expect(screen.getByText('Login successful! Welcome back to PetPal.')).not.toBeNull();
    chrome.unmount();
  });
});
