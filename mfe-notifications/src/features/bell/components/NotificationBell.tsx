import { useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { CountBadge, Icon, sessionUserAtom, useDismiss } from '@petpal/design-system';
import type { NotificationItem } from '@petpal/contracts';
import { useClearNotifications } from '../api/clear-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotificationStream } from '../api/notification-stream';
import { notificationHref } from '../notification-display';
import { panelItems } from '../panel-items';
import { NotificationPanel } from './NotificationPanel';

const Anchor = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > span {
    position: absolute;
    top: 2px;
    right: 0;
  }
`;

/** "Notifications, 3 unread" (capped like the badge), the bell's accessible name. */
function bellLabel(unread: number): string {
  if (unread <= 0) return 'Notifications';
  return `Notifications, ${unread > 99 ? '99+' : unread} unread`;
}

/**
 * The navbar bell: the server's unread count and a panel of the newest notifications with other users'
 * active pet reports as report items (15 items at most in all), all kept live by the server.
 */
export function NotificationBell() {
  const user = useAtomValue(sessionUserAtom);
  const userId = user?.id;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Without a session user (the auth context unavailable) the queries stay idle: empty and not loading.
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId ?? '');
  const markAllRead = useMarkAllNotificationsRead(userId ?? '');
  const clearAll = useClearNotifications(userId ?? '');
  useNotificationStream(userId);
  useDismiss(root, trigger, open, () => setOpen(false));

  const items = panelItems(notifications.data ?? { notifications: [], reportItems: [] });
  // The server's count, whatever the panel holds (docs/decisions/075).
  const unread = notifications.data?.unreadCount ?? 0;

  function openItem(item: NotificationItem) {
    if (!item.isRead) markRead.mutate([item.id]);
    if (notificationHref(item)) setOpen(false);
  }

  return (
    <Anchor ref={root}>
      <BellButton
        ref={trigger}
        type="button"
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" size={22} />
        <CountBadge count={unread} />
      </BellButton>
      {open && (
        <NotificationPanel
          id={panelId}
          items={items}
          unreadCount={unread}
          loading={notifications.isLoading}
          onOpenItem={openItem}
          onMarkAllRead={() => markAllRead.mutate()}
          onClearAll={() => clearAll.mutate()}
          onClose={() => setOpen(false)}
        />
      )}
    </Anchor>
  );
}
