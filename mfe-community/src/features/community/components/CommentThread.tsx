import { useState } from 'react';
import styled from 'styled-components';
import { communityMessages, type Post } from '@petpal/contracts';
import { createAttemptKeys, LoadingLine, RetryAlert, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { useAddComment, useComments } from '../api/comments';
import { communityTexts } from '../texts';
import { CommentBox } from './CommentBox';
import { CommentItem } from './CommentItem';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[5]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface CommentThreadProps {
  post: Post;
  /** undefined while the session loads, false for a guest. */
  signedIn: boolean | undefined;
}

/** A post's comments, oldest first, and the box to add one (signed in, on a visible post). */
export function CommentThread({ post, signedIn }: CommentThreadProps) {
  const comments = useComments(post.id);
  const add = useAddComment(post.id);
  const [keys] = useState(createAttemptKeys);

  async function addComment(body: string) {
    try {
      await add.mutateAsync({ body, key: keys.keyFor({ body }) });
      keys.settle();
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  }

  return (
    <Stack gap={5}>
      {comments.isPending ? (
        <LoadingLine message="Loading comments..." />
      ) : !comments.data ? (
        <RetryAlert message={communityMessages.loadFailed} onRetry={() => void comments.refetch()} />
      ) : comments.data.comments.length === 0 ? (
        <Text tone="muted">{communityMessages.noComments}</Text>
      ) : (
        <List aria-label="Comments">
          {comments.data.comments.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} />
            </li>
          ))}
        </List>
      )}
      {signedIn && post.can.comment && (
        <CommentBox label="Add a comment" submitLabel="Comment" busy={add.isPending} onSend={addComment} />
      )}
      {signedIn && post.hidden && <Text tone="muted">{communityTexts.commentsClosed}</Text>}
      {signedIn === false && (
        <Stack direction="row" gap={3} align="center" wrap>
          <Text tone="muted">{communityMessages.signInToJoin}</Text>
          <RouterButtonLink to="/login" size="sm" variant="outline">
            Login
          </RouterButtonLink>
        </Stack>
      )}
    </Stack>
  );
}
