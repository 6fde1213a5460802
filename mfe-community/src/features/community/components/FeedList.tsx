import styled from 'styled-components';
import { communityMessages } from '@petpal/contracts';
import { Alert, Button, EmptyState, LoadingLine, RetryAlert, Stack } from '@petpal/design-system';
import { useFeed } from '../api/posts';
import { PostCard } from './PostCard';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[4]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface FeedListProps {
  /** A group's feed; null for the viewer's own (every group's for a guest or someone in none). */
  groupId: string | null;
  /** The list's accessible name ("Your feed", "Posts in Bandra Dog Walkers"). */
  label: string;
  emptyText?: string;
}

/** A hot-ranked feed, 20 posts at a time with "Load more". */
export function FeedList({ groupId, label, emptyText = communityMessages.noPosts }: FeedListProps) {
  const feed = useFeed(groupId);
  if (feed.isPending) return <LoadingLine message="Loading posts..." />;
  if (!feed.data) {
    return <RetryAlert message={communityMessages.loadFailed} onRetry={() => void feed.refetch()} />;
  }
  const posts = feed.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Stack gap={4}>
      <List aria-label={label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} inFeed />
          </li>
        ))}
      </List>
      {feed.isFetchNextPageError && <Alert variant="error">{communityMessages.loadFailed}</Alert>}
      {feed.hasNextPage && (
        <Button variant="outline" loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
