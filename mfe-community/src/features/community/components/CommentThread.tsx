import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { communityMessages, CreateCommentInput, type Post } from '@petpal/contracts';
import {
  Button,
  createAttemptKeys,
  LoadingLine,
  RetryAlert,
  RouterButtonLink,
  Stack,
  Text,
  TextArea,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useAddComment, useComments } from '../api/comments';
import { communityTexts } from '../texts';
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
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = contractErrors(CreateCommentInput, { body });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { body, key: keys.keyFor({ body }) },
      {
        onSuccess: () => {
          keys.settle();
          setBody('');
        },
        onError: (error) => {
          keys.settle(error);
          setErrors(apiFieldErrors(error, communityTexts.tryAgain));
        },
      },
    );
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
        <form onSubmit={submit} noValidate>
          <Stack gap={2}>
            <TextArea
              label="Add a comment"
              rows={3}
              value={body}
              error={errors.body ?? errors.form}
              onChange={(event) => setBody(event.target.value)}
            />
            <Stack direction="row">
              <Button type="submit" loading={add.isPending}>
                Comment
              </Button>
            </Stack>
          </Stack>
        </form>
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
