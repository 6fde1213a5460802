import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { petReportMessages } from '@petpal/contracts';
import { petReport, someReports } from '../test/fixtures';
import { MemoryRouter } from 'react-router-dom';
import { NotificationsRoutes } from './NotificationsApp';
import { NotificationBell } from '../features/bell/components/NotificationBell';
import { FakeEventSource, fakeApi, ok, renderRoute, renderWithPlatform } from '../test/render';

const settings = { enabled: false, radiusKm: 5, point: null };

describe('PetReportsPage', () => {
  it('lists other users’ reports with LOST or FOUND, Unknown for a nameless pet, and the user’s own', async () => {
    fakeApi({
      'GET /api/notifications/reports': (request) =>
        ok({
          reports:
            request.query.get('mine') === 'true'
              ? [petReport({ id: 'c000000000000000000000aa', isMine: true, petName: 'Misty', isActive: false })]
              : someReports,
        }),
      'GET /api/notifications/alert-settings': ok(settings),
    });
    renderRoute('/pet-reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report a Pet' }).getAttribute('href')).toBe('/pet-reports/create');
    const recent = await screen.findByRole('list', { name: 'Recent reports' });
    const cards = within(recent).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('FOUND');
    expect(within(cards[0]!).getByRole('link', { name: 'Unknown' }).getAttribute('href')).toBe(
      `/pet-reports/${someReports[0]!.id}`,
    );
    expect(cards[1]?.textContent).toContain('LOST');
    expect(cards[1]?.textContent).toContain('Kiwi');
    const mine = await screen.findByRole('list', { name: 'My reports' });
    expect(mine.textContent).toContain('Misty');
    expect(mine.textContent).toContain('Reunited');
  });

  it('says when there are no reports', async () => {
    fakeApi({
      'GET /api/notifications/reports': ok({ reports: [] }),
      'GET /api/notifications/alert-settings': ok(settings),
    });
    renderRoute('/pet-reports');
    expect(await screen.findByText('No pet reports nearby')).toBeTruthy();
    expect(await screen.findByText('You have not reported a pet yet.')).toBeTruthy();
  });

  it('shows a guest the feed and sends Report a Pet to login, without own reports or alerts', async () => {
    const requests = fakeApi({ 'GET /api/notifications/reports': ok({ reports: someReports }) });
    renderRoute('/pet-reports', { user: null });
    expect(await screen.findByRole('list', { name: 'Recent reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report a Pet' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'My Reports' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Nearby alerts' })).toBeNull();
    // The feed and its map's tile service (084); nothing of the user's own.
    expect(requests.map((r) => `${r.path}${r.query.size ? `?${r.query}` : ''}`)).toEqual([
      '/api/notifications/reports',
      '/api/auth/location/tiles',
    ]);
  });

  it('offers a retry when the feed cannot load', async () => {
    fakeApi({
      'GET /api/notifications/reports': ['network-error', ok({ reports: someReports })],
      'GET /api/notifications/alert-settings': ok(settings),
    });
    renderRoute('/pet-reports', { user: null });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Failed to load pet reports. Please try again.')).toBeTruthy();
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('list', { name: 'Recent reports' })).toBeTruthy();
  });

  describe('nearby alerts', () => {
    it('turns alerts on around the current location with a radius of 1 to 25 km', async () => {
      const requests = fakeApi({
        'GET /api/notifications/reports': ok({ reports: [] }),
        'GET /api/notifications/alert-settings': ok(settings),
        'PUT /api/notifications/alert-settings': (request) => ok(request.body),
      });
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: {
          getCurrentPosition: (success: PositionCallback) =>
            success({ coords: { latitude: 12.97561, longitude: 77.60702 } } as GeolocationPosition),
        },
      });
      renderRoute('/pet-reports');
      const form = await screen.findByRole('form', { name: 'Nearby alerts' });
      const user = userEvent.setup();
      await user.click(within(form).getByRole('checkbox', { name: 'Alert me about new reports near me' }));
      await user.click(within(form).getByRole('button', { name: 'Save Alert Settings' }));
      expect(within(form).getByRole('alert').textContent).toContain(petReportMessages.alertLocation);

      const radius = within(form).getByRole('spinbutton', { name: 'Radius (km)' });
      await user.clear(radius);
      await user.type(radius, '30');
      await user.click(within(form).getByRole('button', { name: 'Use my current location' }));
      expect(await within(form).findByText('Around 12.976, 77.607')).toBeTruthy();
      await user.click(within(form).getByRole('button', { name: 'Save Alert Settings' }));
      expect(within(form).getByText(petReportMessages.radius)).toBeTruthy();
      expect(requests.some((r) => r.method === 'PUT')).toBe(false);

      await user.clear(radius);
      await user.type(radius, '12');
      await user.click(within(form).getByRole('button', { name: 'Save Alert Settings' }));
      await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeTruthy());
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        enabled: true,
        radiusKm: 12,
        point: { lat: 12.976, lng: 77.607 },
      });
      expect(await screen.findByText('Alert settings saved.')).toBeTruthy();
    });

    it('says why the location is missing (spec words)', async () => {
      fakeApi({
        'GET /api/notifications/reports': ok({ reports: [] }),
        'GET /api/notifications/alert-settings': ok(settings),
      });
      vi.stubGlobal('navigator', {
        ...navigator,
        geolocation: {
          getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
            fail({ code: 1 } as GeolocationPositionError),
        },
      });
      renderRoute('/pet-reports');
      const form = await screen.findByRole('form', { name: 'Nearby alerts' });
      await userEvent.setup().click(within(form).getByRole('button', { name: 'Use my current location' }));
      expect((await within(form).findByRole('alert')).textContent).toBe('Location access denied');
    });
  });

  it('puts another user’s new report on top live (from the bell’s stream), keeps 20, and skips the user’s own', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      petReport({ id: `c000000000000000000001${i.toString().padStart(2, '0')}`, petName: `Pet ${i}` }),
    );
    const requests = fakeApi({
      'GET /api/notifications': ok({ notifications: [], reportItems: [], unreadCount: 0 }),
      'GET /api/notifications/reports': (request) =>
        ok({ reports: request.query.get('mine') === 'true' ? [] : twenty }),
      'GET /api/notifications/alert-settings': ok(settings),
    });
    // The composed site: the navbar's bell holds the stream, the page shares its query cache.
    renderWithPlatform(
      <MemoryRouter initialEntries={['/pet-reports']}>
        <NotificationBell />
        <NotificationsRoutes />
      </MemoryRouter>,
    );
    const recent = await screen.findByRole('list', { name: 'Recent reports' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(20));
    const source = FakeEventSource.latest()!;
    const fresh = petReport({ id: 'c000000000000000000009ff', petName: 'Zorro', createdAt: new Date().toISOString() });
    act(() => source.emit('report', fresh, '0'));
    await waitFor(() => expect(within(recent).getAllByRole('article')[0]?.textContent).toContain('Zorro'));
    expect(within(recent).getAllByRole('article')).toHaveLength(20);
    expect(recent.textContent).not.toContain('Pet 19');

    act(() => source.emit('report', petReport({ id: 'c000000000000000000009fe', petName: 'Mine', isMine: true })));
    act(() => source.emit('report', fresh));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(recent.textContent).not.toContain('Mine');
    expect(
      within(recent)
        .getAllByRole('article')
        .filter((card) => card.textContent?.includes('Zorro')),
    ).toHaveLength(1);
    const feedReads = () => requests.filter((r) => r.path === '/api/notifications/reports' && !r.query.get('mine'));
    expect(feedReads()).toHaveLength(1);

    // After a reconnect (a second `open`), reports missed meanwhile are fetched.
    act(() => source.emit('open', ''));
    act(() => source.emit('open', ''));
    await waitFor(() => expect(feedReads()).toHaveLength(2));
  });
});
