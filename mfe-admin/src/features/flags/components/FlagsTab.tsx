import { Heading, Stack } from '@petpal/design-system';
import { ListStatus } from '../../../ui/ListStatus';
import { RowList } from '../../../ui/RowCard';
import { useFlagQueue } from '../api/flags';
import { FlaggedPostCard } from './FlaggedPostCard';

/** The community flag queue: each flagged post with its flags, and Keep or Remove with a note. */
export function FlagsTab() {
  const queue = useFlagQueue();
  return (
    <Stack gap={4}>
      <Heading level={2}>Flagged posts</Heading>
      <ListStatus
        what="flagged posts"
        isPending={queue.isPending}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        isEmpty={queue.data?.items.length === 0}
        emptyTitle="No flagged posts."
        emptyText="Posts people flag appear here for review."
      >
        <RowList aria-label="Flagged posts">
          {queue.data?.items.map((item) => (
            <FlaggedPostCard key={item.post.id} item={item} />
          ))}
        </RowList>
      </ListStatus>
    </Stack>
  );
}
