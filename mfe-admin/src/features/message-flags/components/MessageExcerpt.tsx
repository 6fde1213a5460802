import styled, { css } from 'styled-components';
import { Alert, Badge, Button, Spinner, Stack, Text } from '@petpal/design-system';
import { formatWhen } from '../../../lib/format';
import { useMessageExcerpt } from '../api/message-flags';
import { ModeratedPhotos } from './ModeratedPhotos';

const Lines = styled.ol`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Line = styled.li<{ $reported: boolean }>`
  ${({ theme, $reported }) => css`
    display: grid;
    gap: ${theme.spacing[1]};
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    border-radius: ${theme.radii.md};
    border: ${$reported ? '2px' : '1px'} solid ${$reported ? theme.colors.destructive.border : theme.colors.border};
    background: ${theme.colors.surface};
    white-space: pre-line;
  `}
`;

const When = styled.time`
  ${({ theme }) => css`
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  `}
`;

export interface MessageExcerptProps {
  id: string;
  messageId: string;
}

/** The conversation around a reported message: a few messages each side, by the members' names, oldest first. */
export function MessageExcerpt({ id, messageId }: MessageExcerptProps) {
  const excerpt = useMessageExcerpt(messageId, true);
  if (excerpt.isPending) return <Spinner label="Loading the conversation" />;
  if (excerpt.isError) {
    return (
      <Alert variant="error" title="We could not load the conversation.">
        <Stack gap={2} align="flex-start">
          <span>{excerpt.error.message}</span>
          <Button variant="secondary" size="sm" onClick={() => void excerpt.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { members, messages } = excerpt.data;
  const nameOf = (userId: string) => members.find((member) => member.userId === userId)?.name ?? 'Unknown';
  const [owner, provider] = members;
  return (
    <Stack gap={2}>
      <Text tone="muted" id={`${id}-members`}>
        Between {owner?.name} (pet owner) and {provider?.name} ({provider?.providerKind ?? 'provider'})
      </Text>
      <Lines id={id} aria-labelledby={`${id}-members`}>
        {messages.map((message) => {
          const reported = message.id === messageId;
          return (
            <Line key={message.id} $reported={reported} aria-current={reported ? 'true' : undefined}>
              <Stack direction="row" gap={2} align="center" wrap>
                <strong>{nameOf(message.senderId)}</strong>
                <When dateTime={message.createdAt}>{formatWhen(message.createdAt)}</When>
                {reported ? <Badge variant="destructive">Reported</Badge> : null}
                {message.hidden ? <Badge variant="warning">Hidden</Badge> : null}
              </Stack>
              {message.text ? <span>{message.text}</span> : null}
              <ModeratedPhotos
                reportedMessageId={messageId}
                photos={message.photos}
                senderName={nameOf(message.senderId)}
              />
            </Line>
          );
        })}
      </Lines>
    </Stack>
  );
}
