import { useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Heading, LoadingLine, RetryAlert, Stack, Text, timeAgo } from '@petpal/design-system';
import { ReportMessageInput, type PetReport, type ReportConversation } from '@petpal/contracts';
import { ColumnList } from '../../../ui/ColumnList';
import { Section } from '../../../ui/Section';
import { useConversations, useMessages, useSendMessage } from '../api/messages';
import { WriteForm } from './WriteForm';

export const messageTexts = {
  heading: 'Messages',
  privacy: 'Only you and the other person see these messages. Email addresses and phone numbers are never shown.',
  noConversations: 'No messages yet. People who see your report can message you here.',
  start: 'No messages yet. Write the first one.',
  loadFailed: 'Failed to load messages. Please try again.',
  label: 'Your message',
  send: 'Send Message',
  back: 'All conversations',
} as const;

/** The thread's messages and the reporter's conversations, each a column. */
const List = ColumnList;

const Bubble = styled.li<{ $mine: boolean }>`
  ${({ theme, $mine }) => css`
    align-self: ${$mine ? 'flex-end' : 'flex-start'};
    max-width: 85%;
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    border-radius: ${theme.radii.lg};
    background: ${$mine ? theme.colors.primary.subtle : theme.colors.surfaceSubtle};
    p {
      margin: 0;
      white-space: pre-line;
      overflow-wrap: anywhere;
    }
  `}
`;

const Byline = styled.p`
  ${({ theme }) => css`
    && {
      font-size: ${theme.fontSizes.xs};
      color: ${theme.colors.textMuted};
      margin-bottom: ${theme.spacing[1]};
    }
  `}
`;

const ConversationButton = styled.button`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[1]};
    width: 100%;
    padding: ${theme.spacing[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.surfaceSubtle};
    }
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
    span {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
      overflow-wrap: anywhere;
    }
  `}
`;

/** One conversation: its messages and a reply box. `participantId` null: the user's own with the reporter. */
function Thread({ reportId, participantId }: { reportId: string; participantId: string | null }) {
  const messages = useMessages(reportId, participantId, true);
  const send = useSendMessage(reportId);
  const withName = messages.data?.withName ?? '';

  return (
    <Stack gap={3}>
      {messages.isPending && <LoadingLine message="Loading messages..." />}
      {messages.isError && <RetryAlert message={messageTexts.loadFailed} onRetry={() => void messages.refetch()} />}
      {messages.data && (
        <>
          <Heading level={3}>Conversation with {withName}</Heading>
          {messages.data.messages.length === 0 ? (
            <Text tone="muted">{messageTexts.start}</Text>
          ) : (
            <List aria-label={`Messages with ${withName}`}>
              {messages.data.messages.map((message) => (
                <Bubble key={message.id} $mine={message.fromMe}>
                  <Byline>
                    {message.fromMe ? 'You' : withName} ·{' '}
                    <time dateTime={message.createdAt}>{timeAgo(message.createdAt)}</time>
                  </Byline>
                  <p>{message.body}</p>
                </Bubble>
              ))}
            </List>
          )}
          <WriteForm
            label={messageTexts.label}
            submitLabel={messageTexts.send}
            contract={ReportMessageInput}
            withUserId={participantId}
            busy={send.isPending}
            onSend={(input) => send.mutateAsync(input)}
          />
        </>
      )}
    </Stack>
  );
}

function ConversationList({
  conversations,
  onOpen,
}: {
  conversations: ReportConversation[];
  onOpen(id: string): void;
}) {
  return (
    <List aria-label="Conversations">
      {conversations.map((conversation) => (
        <li key={conversation.participantId}>
          <ConversationButton type="button" onClick={() => onOpen(conversation.participantId)}>
            <strong>{conversation.withName}</strong>
            <span>{conversation.lastMessage}</span>
            <span>
              {conversation.messageCount} {conversation.messageCount === 1 ? 'message' : 'messages'} · last{' '}
              {timeAgo(conversation.lastMessageAt)}
            </span>
          </ConversationButton>
        </li>
      ))}
    </List>
  );
}

/** The reporter's conversations (one per person who wrote), each opening its thread. */
function ReporterMessages({ reportId }: { reportId: string }) {
  const conversations = useConversations(reportId, true);
  const [open, setOpen] = useState<string | null>(null);
  if (open) {
    return (
      <Stack gap={3} align="stretch">
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(null)}>
            {messageTexts.back}
          </Button>
        </div>
        <Thread reportId={reportId} participantId={open} />
      </Stack>
    );
  }
  return (
    <>
      {conversations.isPending && <LoadingLine message="Loading conversations..." />}
      {conversations.isError && (
        <RetryAlert message={messageTexts.loadFailed} onRetry={() => void conversations.refetch()} />
      )}
      {conversations.data?.conversations.length === 0 && <Text tone="muted">{messageTexts.noConversations}</Text>}
      {conversations.data && conversations.data.conversations.length > 0 && (
        <ConversationList conversations={conversations.data.conversations} onOpen={setOpen} />
      )}
    </>
  );
}

/** Messages between the reporter and one other person at a time (the finder, the owner, a helper). */
export function MessagesSection({ report }: { report: PetReport }) {
  return (
    <Section id="messages" aria-labelledby="messages-heading">
      <Heading level={2} id="messages-heading">
        {messageTexts.heading}
      </Heading>
      <Text tone="muted">{messageTexts.privacy}</Text>
      {report.isMine ? <ReporterMessages reportId={report.id} /> : <Thread reportId={report.id} participantId={null} />}
    </Section>
  );
}
