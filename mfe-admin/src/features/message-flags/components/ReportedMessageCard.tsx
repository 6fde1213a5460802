import { useId, useState } from 'react';
import { adminMessages, type MessageFlagRow } from '@petpal/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { formatWhen } from '../../../lib/format';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { RowActions, RowCard } from '../../../ui/RowCard';
import { useModerateMessage } from '../api/message-flags';
import { MessageExcerpt } from './MessageExcerpt';
import { ModeratedPhotos } from './ModeratedPhotos';

type Action = 'dismiss' | 'hide';

const STATUS_BADGE = {
  open: null,
  dismissed: <Badge variant="neutral">Dismissed</Badge>,
  hidden: <Badge variant="warning">Hidden</Badge>,
} as const;

/**
 * A reported message: who wrote it, what it says, why and how often it was reported; the conversation around it
 * on demand; Dismiss (the message stays) or Hide (its members read "This message was removed.").
 */
export function ReportedMessageCard({ item }: { item: MessageFlagRow }) {
  const { message, sender, reports, reportCount, status } = item;
  const { toast } = useToast();
  const excerptId = useId();
  const [showing, setShowing] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const moderate = useModerateMessage();
  const title = `Message from ${sender.name}`;

  function close() {
    setAction(null);
    moderate.reset();
  }

  function confirm(chosen: Action, reason: string) {
    moderate.mutate(
      { messageId: message.id, action: chosen, input: { reason } },
      {
        onSuccess: () => {
          toast({
            title: chosen === 'hide' ? 'The message is hidden from both members.' : 'The reports are dismissed.',
            variant: 'success',
          });
          close();
        },
      },
    );
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>{title}</Heading>
        <Stack direction="row" gap={1} wrap>
          {STATUS_BADGE[status]}
          {status !== 'hidden' && message.hidden ? STATUS_BADGE.hidden : null}
          <Badge variant="destructive">
            {reportCount} {reportCount === 1 ? 'report' : 'reports'}
          </Badge>
        </Stack>
      </Stack>
      <Text tone="muted">
        Sent {formatWhen(message.createdAt)}, last reported {formatWhen(item.lastReportedAt)}
      </Text>
      {message.text ? <Text>{message.text}</Text> : null}
      <ModeratedPhotos reportedMessageId={message.id} photos={message.photos} senderName={sender.name} />
      <ul aria-label={`Reports of the message from ${sender.name}`}>
        {reports.map((report, index) => (
          <li key={`${report.reportedAt}-${index}`}>
            {report.reason}
            {report.note ? `: ${report.note}` : ''} (by {report.reporterName})
          </li>
        ))}
      </ul>
      <RowActions>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showing}
          aria-controls={showing ? excerptId : undefined}
          onClick={() => setShowing((open) => !open)}
        >
          {showing ? 'Hide conversation' : 'Show conversation'}
        </Button>
        {status === 'open' ? (
          <Button size="sm" variant="secondary" onClick={() => setAction('dismiss')}>
            Dismiss
          </Button>
        ) : null}
        {message.hidden ? null : (
          <Button size="sm" variant="destructive" onClick={() => setAction('hide')}>
            Hide message
          </Button>
        )}
      </RowActions>
      {showing ? <MessageExcerpt id={excerptId} messageId={message.id} /> : null}
      {action ? (
        <ReasonDialog
          open
          title={action === 'hide' ? `Hide the message from ${sender.name}?` : `Dismiss the reports of this message?`}
          description={
            action === 'hide'
              ? 'Both members will read "This message was removed." instead, everywhere. Its reports are closed.'
              : 'The reports are closed and the message stays as it is.'
          }
          label="Note"
          requiredMessage={adminMessages.reasonRequired}
          confirmLabel={action === 'hide' ? 'Hide message' : 'Dismiss reports'}
          destructive={action === 'hide'}
          pending={moderate.isPending}
          error={moderate.error?.message ?? null}
          onConfirm={(reason) => confirm(action, reason)}
          onClose={close}
        />
      ) : null}
    </RowCard>
  );
}
