import styled, { css } from 'styled-components';
import { Icon, StatusBadge, VisuallyHidden, timeAgo } from '@petpal/design-system';
import type { NotificationItem } from '@petpal/contracts';
import { notificationHref, notificationIcon, petNameOf } from '../notification-display';

const rowStyles = css<{ $unread: boolean }>`
  ${({ theme, $unread }) => css`
    display: flex;
    gap: ${theme.spacing[3]};
    width: 100%;
    padding: ${theme.spacing[3]};
    border: 0;
    border-radius: ${theme.radii.md};
    background: ${$unread ? theme.colors.primary.subtle : 'transparent'};
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.surfaceSubtle};
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    }
  `}
`;

const RowLink = styled.a<{ $unread: boolean }>`
  ${rowStyles}
`;

const RowButton = styled.button<{ $unread: boolean }>`
  ${rowStyles}
`;

const IconSlot = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceSubtle};
  color: ${({ theme }) => theme.colors.primary.onSubtle};
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  min-width: 0;
`;

const Title = styled.span<{ $unread: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Message = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export interface NotificationRowProps {
  item: NotificationItem;
  /** Marks the item read (if unread) and closes the panel when it opens its report. */
  onOpen: (item: NotificationItem) => void;
}

/** One notification: icon by type, title, pet and LOST/FOUND badge, message, age; unread ones stand out. */
export function NotificationRow({ item, onOpen }: NotificationRowProps) {
  const href = notificationHref(item);
  const petName = petNameOf(item);
  const unread = !item.isRead;
  const content = (
    <>
      <IconSlot>
        <Icon name={notificationIcon(item.type)} size={18} />
      </IconSlot>
      <Body>
        <Title $unread={unread}>
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.title}
        </Title>
        {(petName || item.metadata.status) && (
          <Line>
            {petName}
            {item.metadata.status && <StatusBadge status={item.metadata.status} />}
          </Line>
        )}
        <Message>{item.message}</Message>
        <Line>
          <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
        </Line>
      </Body>
    </>
  );
  // A link (the shell turns a plain click into an in-page navigation; a middle click opens a tab).
  return href ? (
    <RowLink href={href} $unread={unread} onClick={() => onOpen(item)}>
      {content}
    </RowLink>
  ) : (
    <RowButton type="button" $unread={unread} onClick={() => onOpen(item)}>
      {content}
    </RowButton>
  );
}
