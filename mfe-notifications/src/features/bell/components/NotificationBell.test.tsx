import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notification,
  notificationList,
  petReport,
  reportId,
  reportItem,
  someNotifications,
  someReportItems,
  someReports,
} from '../../../test/fixtures';
import { apiError, FakeEventSource, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

const bell = (name: RegExp | string = /^Notifications/) => screen.getByRole('button', { name });
const panel = () => screen.getByRole('group', { name: 'Notifications' });
const items = () => within(panel()).getAllByRole('listitem');

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications, \d+\+? unread$/ }));
  return user;
}

/** jsdom cannot follow links: the shell turns in-page link clicks into history entries the same way. */
const followed: string[] = [];
function recordNavigation(event: MouseEvent) {
  const anchor = (event.target as Element).closest('a');
  if (anchor) {
    followed.push(anchor.getAttribute('href') ?? '');
    event.preventDefault();
  }
}
beforeEach(() => document.addEventListener('click', recordNavigation));
afterEach(() => {
  document.removeEventListener('click', recordNavigation);
  followed.length = 0;
});

describe('NotificationBell', () => {
  it('shows the unread count on the bell, capped at 99+', async () => {
    fakeApi({ 'GET /api/notifications': ok(notificationList(someNotifications, 250)) });
    renderWithPlatform(<NotificationBell />);
    const button = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(button.textContent).toContain('99+');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says it is loading until the list arrives', async () => {
    fakeApi({ 'GET /api/notifications': 'pending' });
    renderWithPlatform(<NotificationBell />);
    await userEvent.setup().click(bell('Notifications'));
    expect(within(panel()).getByRole('status').textContent).toContain('Loading notifications...');
  });

  it('lists notifications with their pet, LOST or FOUND, and Unknown for a nameless pet', async () => {
    fakeApi({ 'GET /api/notifications': ok(notificationList()) });
    renderWithPlatform(<NotificationBell />);
    await openPanel();
    const rows = items();
    expect(rows).toHaveLength(4);
    expect(rows[0]?.textContent).toContain('Unread: Lost pet nearby');
    expect(rows[0]?.textContent).toContain('BrunoLOST');
    expect(rows[1]?.textContent).toContain('UnknownFOUND');
    expect(rows[2]?.textContent).not.toContain('Unread');
    expect(rows[3]?.textContent).toContain('Payment Successful');
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe(`/pet-report/${reportId}`);
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Clear All' })).toBeTruthy();
  });

  it('marks a report item read and opens its report', async () => {
    const requests = fakeApi({
      'GET /api/notifications': ok(notificationList()),
      'POST /api/notifications/read': ok({ unreadCount: 2 }),
    });
    renderWithPlatform(<NotificationBell />);
    const user = await openPanel();
    await user.click(within(items()[0]!).getByRole('link'));
    expect(followed).toEqual([`/pet-report/${reportId}`]);
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/notifications/read',
      body: { ids: [someNotifications[0]!.id] },
    });
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
  });

  it('marks any other item read and keeps the panel open', async () => {
    fakeApi({
      'GET /api/notifications': ok(notificationList()),
      'POST /api/notifications/read': ok({ unreadCount: 2 }),
    });
    renderWithPlatform(<NotificationBell />);
    const user = await openPanel();
    await user.click(within(items()[3]!).getByRole('button', { name: /Payment Successful/ }));
    await waitFor(() => expect(items()[3]?.textContent).not.toContain('Unread'));
    expect(followed).toEqual([]);
  });

  it('marks all read and clears all, report items too, on the server', async () => {
    const requests = fakeApi({
      'GET /api/notifications': ok(notificationList(someNotifications, undefined, someReportItems)),
      'POST /api/notifications/read-all': ok({ unreadCount: 0 }),
      'POST /api/notifications/clear': ok({ unreadCount: 0 }),
    });
    renderWithPlatform(<NotificationBell />);
    const user = await openPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(within(panel()).queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(items()).toHaveLength(6);
    expect(items().every((row) => !row.textContent?.includes('Unread'))).toBe(true);

    await user.click(within(panel()).getByRole('button', { name: 'Clear All' }));
    expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Clear All' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/notifications/read-all',
      '/api/notifications/clear',
    ]);
  });

  it('closes on View All Notifications and on Escape, back to the bell', async () => {
    fakeApi({ 'GET /api/notifications': ok(notificationList()) });
    renderWithPlatform(<NotificationBell />);
    const user = await openPanel();
    await user.click(within(panel()).getByRole('button', { name: 'View All Notifications' }));
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
    await user.click(bell());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell());
  });

  it('only logs failed reads and writes: the panel does not change', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'GET /api/notifications': ok(notificationList()),
      'POST /api/notifications/read-all': apiError(500, 'internal', 'Something went wrong. Please try again.'),
      'POST /api/notifications/clear': 'network-error',
    });
    renderWithPlatform(<NotificationBell />);
    const user = await openPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Mark all read' }));
    await user.click(within(panel()).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(log).toHaveBeenCalledTimes(2));
    expect(log.mock.calls.map((call) => call[0])).toEqual([
      '[notifications] marking all notifications read failed',
      '[notifications] clearing notifications failed',
    ]);
    expect(items()).toHaveLength(4);
    expect(bell('Notifications, 3 unread')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing to read when the list cannot load, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ 'GET /api/notifications': 'network-error' });
    renderWithPlatform(<NotificationBell />);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('[notifications] loading notifications failed', expect.any(TypeError)),
    );
    await userEvent.setup().click(bell('Notifications'));
    expect(within(panel()).getByText('No notifications yet')).toBeTruthy();
  });

  it('is empty and not loading without a session user, asking nothing of the server', async () => {
    const requests = fakeApi({});
    renderWithPlatform(<NotificationBell />, { user: undefined });
    await userEvent.setup().click(bell('Notifications'));
    expect(within(panel()).getByText('No notifications yet')).toBeTruthy();
    expect(requests).toEqual([]);
    expect(FakeEventSource.instances).toEqual([]);
  });

  describe('report items', () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      reportItem(
        petReport({
          id: `c000000000000000000001${i.toString().padStart(2, '0')}`,
          petName: `Pet ${i}`,
          createdAt: new Date(Date.now() - (10 + i) * 60_000).toISOString(),
        }),
      ),
    );

    it('shows the server’s count whatever the panel holds, and a new notification adds one', async () => {
      fakeApi({ 'GET /api/notifications': ok(notificationList(someNotifications, 23, twenty)) });
      renderWithPlatform(<NotificationBell />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Notifications, 23 unread' }));
      const rows = items();
      expect(rows).toHaveLength(15);
      expect(rows[1]?.textContent).toContain('Unread: Lost pet reported');
      expect(rows[1]?.textContent).toContain('Pet 0LOST');
      expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe(`/pet-report/${twenty[0]!.relatedReportId}`);

      // A new notification pushes a report item out of the 15; the server's count still rises by one.
      const source = FakeEventSource.latest()!;
      const fresh = notification({ id: 'dfffffffffffffffffffffff', title: 'Booking Request Accepted' });
      act(() => {
        source.emit('notification', fresh, fresh.id);
        source.emit(
          'unread',
          {
            unreadCount: 24,
            clearedAt: null,
            unreadIds: [fresh.id, ...[...someNotifications, ...twenty].filter((n) => !n.isRead).map((n) => n.id)],
          },
          fresh.id,
        );
      });
      await screen.findByRole('button', { name: 'Notifications, 24 unread' });
      expect(items()).toHaveLength(15);
      expect(items()[0]?.textContent).toContain('Booking Request Accepted');
    });

    it('marks a report item read on the server and opens its report', async () => {
      const requests = fakeApi({
        'GET /api/notifications': ok(notificationList([], undefined, someReportItems)),
        'POST /api/notifications/read': ok({ unreadCount: 1 }),
      });
      renderWithPlatform(<NotificationBell />);
      const user = await openPanel();
      expect(bell('Notifications, 2 unread')).toBeTruthy();
      await user.click(within(items()[0]!).getByRole('link'));
      expect(followed).toEqual([`/pet-report/${someReports[0]!.id}`]);
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      expect(requests.filter((r) => r.method === 'POST')).toMatchObject([
        { path: '/api/notifications/read', body: { ids: [someReportItems[0]!.id] } },
      ]);
      await user.click(bell());
      expect(items()[0]?.textContent).not.toContain('Unread');
      expect(items()[1]?.textContent).toContain('Unread');
    });

    it('shows report items as the server keeps them read, after a reload too', async () => {
      fakeApi({
        'GET /api/notifications': ok(
          notificationList([], 1, [someReportItems[0]!, { ...someReportItems[1]!, isRead: true }]),
        ),
      });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      expect(bell('Notifications, 1 unread')).toBeTruthy();
      expect(items().map((row) => row.textContent?.includes('Unread'))).toEqual([true, false]);
    });

    it('follows another tab’s read of a report item through the stream', async () => {
      fakeApi({ 'GET /api/notifications': ok(notificationList([], undefined, someReportItems)) });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      // Another tab read the newer one: only the older one stays unread.
      const stillUnread = { unreadCount: 1, clearedAt: null, unreadIds: [someReportItems[1]!.id] };
      act(() => FakeEventSource.latest()!.emit('unread', stillUnread));
      await screen.findByRole('button', { name: 'Notifications, 1 unread' });
      expect(items().map((row) => row.textContent?.includes('Unread'))).toEqual([false, true]);
    });
  });

  describe('live', () => {
    it('listens to the stream with the session cookie and adds a new notification on top', async () => {
      fakeApi({ 'GET /api/notifications': ok(notificationList()) });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      const source = FakeEventSource.latest()!;
      expect(source).toMatchObject({ url: '/api/notifications/stream', withCredentials: true });

      const fresh = notification({ id: 'dfffffffffffffffffffffff', title: 'Flyer ready', type: 'flyer_generated' });
      act(() => source.emit('notification', fresh, fresh.id));
      // The query cache tells its observers on the next tick.
      await waitFor(() => expect(items()[0]?.textContent).toContain('Flyer ready'));
      // The count is the server's: the state that follows every new notification.
      const unreadIds = [fresh.id, ...someNotifications.filter((n) => !n.isRead).map((n) => n.id)];
      act(() => source.emit('unread', { unreadCount: 4, clearedAt: null, unreadIds }, fresh.id));
      await screen.findByRole('button', { name: 'Notifications, 4 unread' });
    });

    it('follows Mark all read and Clear All made in another tab', async () => {
      fakeApi({ 'GET /api/notifications': ok(notificationList()) });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      const source = FakeEventSource.latest()!;

      act(() => source.emit('unread', { unreadCount: 0, clearedAt: null, unreadIds: [] }));
      await screen.findByRole('button', { name: 'Notifications' });
      expect(items().some((row) => row.textContent?.includes('Unread'))).toBe(false);

      act(() => source.emit('unread', { unreadCount: 0, clearedAt: new Date().toISOString(), unreadIds: [] }));
      expect(await within(panel()).findByText('No notifications yet')).toBeTruthy();
    });

    it('fetches the list again when the stream names an unread one it does not have', async () => {
      const requests = fakeApi({
        'GET /api/notifications': [ok(notificationList()), ok(notificationList([notification({ title: 'Missed' })]))],
      });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      act(() =>
        FakeEventSource.latest()!.emit('unread', {
          unreadCount: 1,
          clearedAt: null,
          unreadIds: ['dfffffffffffffffffffffff'],
        }),
      );
      await waitFor(() => expect(items()[0]?.textContent).toContain('Missed'));
      expect(requests.filter((r) => r.path === '/api/notifications')).toHaveLength(2);
    });

    it('logs an event it cannot read and keeps the panel as it is', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      fakeApi({ 'GET /api/notifications': ok(notificationList()) });
      renderWithPlatform(<NotificationBell />);
      await openPanel();
      act(() => FakeEventSource.latest()!.emit('notification', 'not json'));
      expect(log).toHaveBeenCalledWith('[notifications] reading a live notification failed', expect.any(SyntaxError));
      expect(items()).toHaveLength(4);
    });

    it('closes the stream when the bell goes away', async () => {
      fakeApi({ 'GET /api/notifications': ok(notificationList()) });
      const { unmount } = renderWithPlatform(<NotificationBell />);
      await screen.findByRole('button', { name: 'Notifications, 3 unread' });
      const source = FakeEventSource.latest()!;
      unmount();
      expect(source.readyState).toBe(FakeEventSource.CLOSED);
    });
  });
});
