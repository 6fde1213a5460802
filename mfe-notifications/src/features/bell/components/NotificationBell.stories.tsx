import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notification, notificationList, someNotifications, someReportItems } from '../../../test/fixtures';
import { FakeEventSource } from '../../../test/fake-event-source';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  decorators: [
    (Story) => (
      <StoryPlatform>
        {/* The bell sits at the navbar's right end; its panel opens leftwards. */}
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '30rem' }}>{Story()}</div>
      </StoryPlatform>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = { 'GET /api/notifications': ok(notificationList()) };

async function openPanel(canvas: ReturnType<typeof within>, name: string | RegExp = /^Notifications/) {
  await userEvent.click(await canvas.findByRole('button', { name }));
  return canvas.getByRole('group', { name: 'Notifications' });
}

export const Unread: Story = {
  beforeEach: withFakeApi(list),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const rows = within(panel).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('LOST');
    await expect(rows[1]).toHaveTextContent('Unknown');
    await expect(rows[1]).toHaveTextContent('FOUND');
    await expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Clear All' })).toBeVisible();
  },
};

export const MoreThan99Unread: Story = {
  beforeEach: withFakeApi({ 'GET /api/notifications': ok(notificationList(someNotifications, 120)) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Notifications, 99+ unread' })).toHaveTextContent('99+');
  },
};

export const Loading: Story = {
  beforeEach: withFakeApi({ 'GET /api/notifications': 'pending' }),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications...');
  },
};

export const Empty: Story = {
  beforeEach: withFakeApi({ 'GET /api/notifications': ok(notificationList([])) }),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(within(panel).getByText('No notifications yet')).toBeVisible());
    await expect(within(panel).queryByRole('button', { name: 'Clear All' })).toBeNull();
  },
};

export const MarkAllRead: Story = {
  beforeEach: withFakeApi({ ...list, 'POST /api/notifications/read-all': ok({ unreadCount: 0 }) }),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(within(panel).queryByText(/Unread:/)).toBeNull();
  },
};

export const ClearAll: Story = {
  beforeEach: withFakeApi({ ...list, 'POST /api/notifications/clear': ok({ unreadCount: 0 }) }),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await expect(await within(panel).findByText('No notifications yet')).toBeVisible();
  },
};

export const LiveNotification: Story = {
  beforeEach: withFakeApi(list),
  play: async ({ canvas }) => {
    const panel = await openPanel(canvas, 'Notifications, 3 unread');
    const fresh = notification({
      id: 'dfffffffffffffffffffffff',
      type: 'report_marked_seen',
      title: 'Someone saw Bruno',
      message: 'Bruno was seen near the lake.',
      createdAt: new Date().toISOString(),
    });
    const source = FakeEventSource.latest();
    source?.emit('notification', fresh, fresh.id);
    // The server's count follows every new notification (docs/decisions/075).
    const unreadIds = [fresh.id, ...someNotifications.filter((n) => !n.isRead).map((n) => n.id)];
    source?.emit('unread', { unreadCount: 4, clearedAt: null, unreadIds }, fresh.id);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 4 unread' })).toBeVisible();
    await expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('Someone saw Bruno');
  },
};

export const FailedToLoad: Story = {
  beforeEach: withFakeApi({ 'GET /api/notifications': 'network-error' }),
  play: async ({ canvas }) => {
    // Spec section 8: logged only; the panel just has nothing to show.
    const panel = await openPanel(canvas, 'Notifications');
    await waitFor(() => expect(within(panel).getByText('No notifications yet')).toBeVisible());
  },
};

export const WithReportItems: Story = {
  beforeEach: withFakeApi({
    'GET /api/notifications': ok(notificationList([], undefined, someReportItems)),
    'POST /api/notifications/read-all': ok({ unreadCount: 0 }),
  }),
  play: async ({ canvas }) => {
    // Other users' active reports show as report items, unread until read (the server keeps their state).
    const panel = await openPanel(canvas, 'Notifications, 2 unread');
    const rows = within(panel).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('Found pet reported');
    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications' })).toBeVisible();
  },
};

export const OrderStatusChanges: Story = {
  beforeEach: withFakeApi({
    'GET /api/notifications': ok(
      notificationList([
        notification({
          id: 'd00000000000000000000011',
          type: 'order_status',
          title: 'Order refunded',
          message: 'Order 0000A042 was refunded: ₹1,000.00 is on its way back to you.',
          relatedReportId: null,
          metadata: { orderId: 'f0000000000000000000a042' },
          // A minute newer than the shipped one (the fixture's default): listed first, whatever the clock.
          createdAt: new Date(Date.now() - 4 * 60_000).toISOString(),
        }),
        notification({
          id: 'd00000000000000000000012',
          type: 'order_status',
          title: 'Order shipped',
          message: 'Order 0000B777 has shipped.',
          relatedReportId: null,
          metadata: { orderId: 'f0000000000000000000b777' },
          isRead: true,
        }),
      ]),
    ),
  }),
  play: async ({ canvas }) => {
    // The shop's status changes: each opens its order.
    const panel = await openPanel(canvas, 'Notifications, 1 unread');
    const [refunded, shipped] = within(panel).getAllByRole('link');
    await expect(refunded).toHaveAttribute('href', '/order-confirmation/f0000000000000000000a042');
    await expect(refunded).toHaveTextContent('Order refunded');
    await expect(refunded).toHaveTextContent('₹1,000.00 is on its way back to you.');
    await expect(shipped).toHaveAttribute('href', '/order-confirmation/f0000000000000000000b777');
  },
};
