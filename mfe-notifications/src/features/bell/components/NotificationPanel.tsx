import styled from 'styled-components';
import { Button } from '@petpal/design-system';
import type { NotificationItem } from '@petpal/contracts';
import { NotificationRow } from './NotificationRow';

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 48px;
  display: flex;
  flex-direction: column;
  width: 20rem;
  max-width: calc(100vw - 1rem);
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing[1]};
`;

/** Spec section 2: the list scrolls within 320 px. */
const Scroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[2]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing[6]} ${({ theme }) => theme.spacing[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface NotificationPanelProps {
  id: string;
  /** Notifications and report items, newest first (at most 15). */
  items: NotificationItem[];
  /** The server's count of unread notifications and report items. */
  unreadCount: number;
  loading: boolean;
  onOpenItem: (item: NotificationItem) => void;
  onMarkAllRead: () => void;
  onClearAll: () => void;
  onClose: () => void;
}

/** The bell's panel: the newest notifications, Mark all read, Clear All, View All Notifications. */
export function NotificationPanel({
  id,
  items,
  unreadCount: unread,
  loading,
  onOpenItem,
  onMarkAllRead,
  onClearAll,
  onClose,
}: NotificationPanelProps) {
  return (
    <Panel id={id} role="group" aria-labelledby={`${id}-title`}>
      <Header>
        <Heading id={`${id}-title`}>Notifications</Heading>
        <Actions>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={onMarkAllRead}>
              Mark all read
            </Button>
          )}
          {items.length > 0 && (
            <Button variant="ghost" size="sm" onClick={onClearAll}>
              Clear All
            </Button>
          )}
        </Actions>
      </Header>
      <Scroll>
        {loading ? (
          <Note role="status">Loading notifications...</Note>
        ) : items.length === 0 ? (
          <Note>No notifications yet</Note>
        ) : (
          <List aria-labelledby={`${id}-title`}>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationRow item={item} onOpen={onOpenItem} />
              </li>
            ))}
          </List>
        )}
      </Scroll>
      <Footer>
        {/* Spec section 2: it only closes the panel (there is no notifications page). */}
        <Button variant="link" size="sm" onClick={onClose}>
          View All Notifications
        </Button>
      </Footer>
    </Panel>
  );
}
