import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { communityMessages } from '@petpal/contracts';
import {
  ApiError,
  EmptyState,
  Heading,
  LoadingLine,
  PageContainer,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  usePageTitle,
} from '@petpal/design-system';
import { BackLink } from '../../../ui/BackLink';
import { usePost } from '../api/posts';
import { CommentThread } from './CommentThread';
import { EditPostForm } from './EditPostForm';
import { PostActions } from './PostActions';
import { PostCard } from './PostCard';

const toCommunity = <BackLink to="/community">Community</BackLink>;

/**
 * /community/post/:postId: the post (its title is the page's h1), Like, Edit / Delete (author, moderators,
 * admins), Flag, and its comments.
 */
export function PostPage() {
  const { postId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const answer = usePost(postId);
  const [editing, setEditing] = useState(false);
  const missing = answer.error instanceof ApiError && (answer.error.status === 404 || answer.error.status === 400);
  const problem = missing ? 'Post not found' : 'Community';
  usePageTitle(answer.data?.post.title ?? (answer.isError ? problem : 'Post'));

  if (answer.isPending) return <LoadingLine message="Loading the post..." />;
  if (!answer.data) {
    return (
      <PageFrame width="wide" title={problem} back={toCommunity}>
        {missing ? (
          <EmptyState
            title={communityMessages.postNotFound}
            description="It may have been deleted, or hidden after several flags."
            action={<RouterButtonLink to="/community">Browse Communities</RouterButtonLink>}
          />
        ) : (
          <RetryAlert message={communityMessages.loadFailed} onRetry={() => void answer.refetch()} />
        )}
      </PageFrame>
    );
  }
  const { post } = answer.data;
  return (
    <PageContainer width="wide">
      <Stack gap={6}>
        <BackLink to={`/community/group/${post.groupId}`}>{post.groupName}</BackLink>
        {editing ? (
          <Stack gap={4}>
            <Heading level={1}>Edit post</Heading>
            <EditPostForm post={post} onDone={() => setEditing(false)} />
          </Stack>
        ) : (
          <Stack gap={3}>
            <PostCard post={post} />
            <PostActions post={post} onEdit={() => setEditing(true)} />
          </Stack>
        )}
        <section aria-labelledby="comments-title">
          <Stack gap={4}>
            <Heading level={2} id="comments-title">
              Comments
            </Heading>
            <CommentThread post={post} signedIn={user === undefined ? undefined : user !== null} />
          </Stack>
        </section>
      </Stack>
    </PageContainer>
  );
}
