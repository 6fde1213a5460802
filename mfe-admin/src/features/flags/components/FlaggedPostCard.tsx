import { useState } from 'react';
import { adminMessages, type FlagQueue } from '@petpal/contracts';
import { Badge, Button, Heading, Stack, Text, useToast } from '@petpal/design-system';
import { formatWhen } from '../../../lib/format';
import { ReasonDialog } from '../../../ui/ReasonDialog';
import { RowActions, RowCard } from '../../../ui/RowCard';
import { useReviewPost } from '../api/flags';

type Action = 'restore' | 'remove';
export type FlagQueueItem = FlagQueue['items'][number];

/** A flagged post: what was posted, where and by whom, why people flagged it; Keep or Remove. */
export function FlaggedPostCard({ item }: { item: FlagQueueItem }) {
  const { post, flagCount, flags } = item;
  const { toast } = useToast();
  const [action, setAction] = useState<Action | null>(null);
  const review = useReviewPost();

  function close() {
    setAction(null);
    review.reset();
  }

  function confirm(chosen: Action, reason: string) {
    review.mutate(
      { postId: post.id, input: { action: chosen, reason } },
      {
        onSuccess: () => {
          toast({ title: chosen === 'restore' ? 'The post is kept.' : 'The post was removed.', variant: 'success' });
          close();
        },
      },
    );
  }

  return (
    <RowCard>
      <Stack direction="row" gap={2} align="center" justify="space-between" wrap>
        <Heading level={3}>{post.title}</Heading>
        <Stack direction="row" gap={1} wrap>
          {post.hidden ? <Badge variant="warning">Hidden</Badge> : null}
          <Badge variant="destructive">
            {flagCount} {flagCount === 1 ? 'flag' : 'flags'}
          </Badge>
        </Stack>
      </Stack>
      <Text tone="muted">
        {post.author.name} in {post.groupName}, {formatWhen(post.createdAt)}
      </Text>
      <Text>{post.body}</Text>
      <ul aria-label={`Flags on ${post.title}`}>
        {flags.map((flag, index) => (
          <li key={`${flag.createdAt}-${index}`}>
            {flag.reason}
            {flag.note ? `: ${flag.note}` : ''}
          </li>
        ))}
      </ul>
      <RowActions>
        <Button size="sm" variant="secondary" onClick={() => setAction('restore')}>
          Keep
        </Button>
        <Button size="sm" variant="destructive" onClick={() => setAction('remove')}>
          Remove
        </Button>
      </RowActions>
      {action ? (
        <ReasonDialog
          open
          title={action === 'restore' ? `Keep "${post.title}"?` : `Remove "${post.title}"?`}
          description={
            action === 'restore' ? 'The post is shown again and its flags are cleared.' : 'The post is deleted.'
          }
          label="Note"
          requiredMessage={adminMessages.reasonRequired}
          confirmLabel={action === 'restore' ? 'Keep post' : 'Remove post'}
          destructive={action === 'remove'}
          pending={review.isPending}
          error={review.error?.message ?? null}
          onConfirm={(reason) => confirm(action, reason)}
          onClose={close}
        />
      ) : null}
    </RowCard>
  );
}
