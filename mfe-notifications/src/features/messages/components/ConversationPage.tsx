import { type FormEvent, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { type ChatMessage, type ConversationSummary, MESSAGE_TEXT_MAX } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  Heading,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Skeleton,
  SkeletonList,
  Stack,
  Text,
  TextArea,
} from '@petpal/design-system';
import {
  threadMessages,
  useConversation,
  useMarkConversationRead,
  useSendChatMessage,
  useThread,
} from '../api/inbox-api';
import { useInboxStream } from '../api/inbox-stream';
import { inboxTexts, messageTime } from '../message-time';
import { ColumnList } from '../../../ui/ColumnList';
import { MessagePhotoPicker } from './MessagePhotoPicker';
import { MessagePhotos } from './MessagePhotos';
import { ReportMessageDialog } from './ReportMessageDialog';

const Item = styled.li<{ $mine: boolean }>`
  ${({ theme, $mine }) => css`
    align-self: ${$mine ? 'flex-end' : 'flex-start'};
    display: flex;
    flex-direction: column;
    align-items: ${$mine ? 'flex-end' : 'flex-start'};
    gap: ${theme.spacing[1]};
    max-width: min(85%, 36rem);
  `}
`;

const Body = styled.p<{ $mine: boolean; $removed: boolean }>`
  ${({ theme, $mine, $removed }) => css`
    margin: 0;
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    border-radius: ${theme.radii.lg};
    background: ${$mine ? theme.colors.primary.subtle : theme.colors.surfaceSubtle};
    white-space: pre-line;
    overflow-wrap: anywhere;
    ${
      $removed &&
      css`
        color: ${theme.colors.textMuted};
        font-style: italic;
      `
    }
  `}
`;

const Meta = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  `}
`;

function ContactLine({ conversation }: { conversation: ConversationSummary }) {
  const { other } = conversation;
  if (!other.contactShared) return <Text tone="muted">{inboxTexts.hiddenContact}</Text>;
  return (
    <Text tone="muted">
      {[other.phone && `Phone: ${other.phone}`, other.email && `Email: ${other.email}`].filter(Boolean).join(' · ')}
    </Text>
  );
}

interface MessageItemProps {
  message: ChatMessage;
  mine: boolean;
  senderName: string;
  seen: boolean;
  onReport(id: string): void;
}

function MessageItem({ message, mine, senderName, seen, onReport }: MessageItemProps) {
  return (
    <Item $mine={mine} aria-label={`${mine ? 'You' : senderName}, ${messageTime(message.createdAt)}`}>
      {message.text && (
        <Body $mine={mine} $removed={message.removed}>
          {message.text}
        </Body>
      )}
      {!message.removed && <MessagePhotos photos={message.photos} senderName={mine ? 'you' : senderName} />}
      <Meta>
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {message.masked && <span>{inboxTexts.masked}</span>}
        {seen && <span>{inboxTexts.seen}</span>}
        {!mine && !message.removed && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onReport(message.id)}
            aria-label={`${inboxTexts.report} message from ${senderName}`}
          >
            {inboxTexts.report}
          </Button>
        )}
      </Meta>
    </Item>
  );
}

function Composer({ userId, conversationId }: { userId: string; conversationId: string }) {
  const send = useSendChatMessage(userId, conversationId);
  const [text, setText] = useState('');
  const [photoIds, setPhotoIds] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ready = (text.trim() !== '' || photoIds.length > 0) && !uploading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready || send.isPending) return;
    setError(null);
    try {
      await send.mutateAsync({ text: text.trim(), ...(photoIds.length > 0 ? { photoIds } : {}) });
      setText('');
      setPhotoIds([]);
    } catch (failure) {
      // A refused photo names its reason on the field ("Please choose the photo again.").
      setError(failure instanceof ApiError ? (failure.fields?.photoIds ?? failure.message) : inboxTexts.sendFailed);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Write a message" noValidate>
      <Stack gap={2}>
        <TextArea
          label={inboxTexts.label}
          rows={3}
          maxLength={MESSAGE_TEXT_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <MessagePhotoPicker
          photoIds={photoIds}
          onChange={setPhotoIds}
          onBusy={setUploading}
          disabled={send.isPending}
        />
        {error && <Alert variant="error">{error}</Alert>}
        <div>
          <Button type="submit" loading={send.isPending} disabled={!ready}>
            {inboxTexts.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function Conversation({ userId, conversationId }: { userId: string; conversationId: string }) {
  const conversation = useConversation(userId, conversationId);
  const thread = useThread(userId, conversationId);
  const markRead = useMarkConversationRead(userId, conversationId);
  const [reporting, setReporting] = useState<string | null>(null);
  useInboxStream(userId);
  const messages = threadMessages(thread.data);
  const newestFromOther = messages.findLast((message) => message.senderId !== userId)?.id;
  const { mutate: read } = markRead;

  // Read receipt on opening and whenever the other participant's newest message changes while open.
  useEffect(() => {
    if (thread.isSuccess) read();
  }, [thread.isSuccess, newestFromOther, read]);

  if (conversation.isError || thread.isError) {
    const notFound = [conversation.error, thread.error].some(
      (error) => error instanceof ApiError && error.status === 404,
    );
    return notFound ? (
      <Alert variant="error">We could not find this conversation.</Alert>
    ) : (
      <RetryAlert
        message={inboxTexts.loadFailed}
        onRetry={() => void Promise.all([conversation.refetch(), thread.refetch()])}
      />
    );
  }

  const other = conversation.data?.other;
  const otherReadAt = conversation.data?.otherLastReadAt ?? null;
  const lastMine = messages.findLast((message) => message.senderId === userId);
  const seenId = lastMine && otherReadAt && otherReadAt >= lastMine.createdAt ? lastMine.id : null;

  return (
    <Stack gap={4}>
      {conversation.data ? (
        <Stack gap={1}>
          <Heading level={2}>Conversation with {conversation.data.other.name}</Heading>
          <ContactLine conversation={conversation.data} />
        </Stack>
      ) : (
        <Skeleton width="16rem" height="2.75rem" />
      )}
      {thread.isPending || !other ? (
        <SkeletonList label="Loading messages" rows={4} rowHeight="3rem" />
      ) : (
        <>
          {thread.hasNextPage && (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={thread.isFetchingNextPage}
                onClick={() => void thread.fetchNextPage()}
              >
                {inboxTexts.older}
              </Button>
            </div>
          )}
          {messages.length === 0 ? (
            <Text tone="muted">{inboxTexts.start}</Text>
          ) : (
            <ColumnList aria-label={`Messages with ${other.name}`}>
              {messages.map((message) => (
                <MessageItem
                  key={message.id}
                  message={message}
                  mine={message.senderId === userId}
                  senderName={other.name}
                  seen={message.id === seenId}
                  onReport={setReporting}
                />
              ))}
            </ColumnList>
          )}
        </>
      )}
      <Composer userId={userId} conversationId={conversationId} />
      <ReportMessageDialog conversationId={conversationId} messageId={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}

/** /messages/:conversationId: one conversation's messages, "Seen", Report and the composer (docs/decisions/085). */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title={inboxTexts.title}
      back={
        <RouterButtonLink to="/messages" variant="ghost" size="sm">
          {inboxTexts.back}
        </RouterButtonLink>
      }
    >
      {user === undefined && <SkeletonList label="Loading messages" rows={4} rowHeight="3rem" />}
      {user === null && (
        <Stack gap={3} align="flex-start">
          <Text>{inboxTexts.guest}</Text>
          <RouterButtonLink to={`/login?${new URLSearchParams({ next: `/messages/${conversationId}` })}`}>
            Login
          </RouterButtonLink>
        </Stack>
      )}
      {user && <Conversation key={conversationId} userId={user.id} conversationId={conversationId} />}
    </PageFrame>
  );
}
