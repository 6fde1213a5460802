import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { type ConversationSummary, messagePreviewText } from '@petpal/contracts';
import {
  EmptyState,
  Icon,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  SkeletonList,
  Stack,
  Text,
} from '@petpal/design-system';
import { useConversationList } from '../api/inbox-api';
import { useInboxStream } from '../api/inbox-stream';
import { inboxTexts, messageTime } from '../message-time';

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${theme.spacing[1]} ${theme.spacing[3]};
    padding: ${theme.spacing[3]} ${theme.spacing[2]};
    min-height: 4.5rem;
    border-bottom: 1px solid ${theme.colors.border};
    color: ${theme.colors.text};
    text-decoration: none;
    &:hover {
      background: ${theme.colors.surfaceSubtle};
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    }
  `}
`;

const Name = styled.span<{ $unread: boolean }>`
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.span<{ $removed: boolean }>`
  ${({ theme, $removed }) => css`
    grid-column: 1 / -1;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-style: ${$removed ? 'italic' : 'normal'};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  `}
`;

const When = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
  `}
`;

const Dot = styled.span`
  ${({ theme }) => css`
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${theme.colors.primary.solid};
  `}
`;

function ConversationRow({ conversation, userId }: { conversation: ConversationSummary; userId: string }) {
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <Row to={`/messages/${conversation.id}`}>
        <Name $unread={unread}>{conversation.other.name}</Name>
        <When>
          <time dateTime={conversation.lastActivityAt}>{messageTime(conversation.lastActivityAt)}</time>
          {unread && <Dot role="img" aria-label={`${conversation.unreadCount} unread`} />}
        </When>
        <Preview $removed={Boolean(last?.removed)}>
          {last ? `${last.senderId === userId ? 'You: ' : ''}${messagePreviewText(last)}` : inboxTexts.start}
        </Preview>
      </Row>
    </li>
  );
}

function Conversations({ userId }: { userId: string }) {
  const list = useConversationList(userId);
  useInboxStream(userId);
  if (list.isPending) return <SkeletonList label="Loading conversations" rows={4} rowHeight="4.5rem" />;
  if (list.isError) return <RetryAlert message={inboxTexts.loadFailed} onRetry={() => void list.refetch()} />;
  if (list.data.conversations.length === 0) {
    return <EmptyState icon={<Icon name="chat" />} title={inboxTexts.empty} description={inboxTexts.emptyHint} />;
  }
  return (
    <Rows aria-label="Conversations">
      {list.data.conversations.map((conversation) => (
        <ConversationRow key={conversation.id} conversation={conversation} userId={userId} />
      ))}
    </Rows>
  );
}

/** /messages: the user's conversations, newest activity first, with an unread dot (docs/decisions/085). */
export function ConversationListPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame title={inboxTexts.title} intro={inboxTexts.intro}>
      {user === undefined && <SkeletonList label="Loading conversations" rows={4} rowHeight="4.5rem" />}
      {user === null && (
        <Stack gap={3} align="flex-start">
          <Text>{inboxTexts.guest}</Text>
          <RouterButtonLink to={`/login?${new URLSearchParams({ next: '/messages' })}`}>Login</RouterButtonLink>
        </Stack>
      )}
      {user && <Conversations userId={user.id} />}
    </PageFrame>
  );
}
