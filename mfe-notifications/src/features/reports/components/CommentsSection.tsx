import styled, { css } from 'styled-components';
import { Badge, Heading, LoadingLine, RetryAlert, RouterButtonLink, Stack, Text, timeAgo } from '@petpal/design-system';
import { ReportCommentInput, type PetReport } from '@petpal/contracts';
import { Section } from '../../../ui/Section';
import { useAddComment, useComments } from '../api/comments';
import { WriteForm } from './WriteForm';

export const commentTexts = {
  heading: 'Comments',
  none: 'No comments yet. Seen this pet or have a tip? Say so here.',
  loadFailed: 'Failed to load comments. Please try again.',
  label: 'Add a comment',
  post: 'Post Comment',
  login: 'Log in to comment.',
  closed: 'This pet is back home: comments are closed.',
  reporter: 'Reporter',
} as const;

const List = styled.ol`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Item = styled.li`
  ${({ theme }) => css`
    padding: ${theme.spacing[3]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceSubtle};
  `}
`;

const Byline = styled.p`
  ${({ theme }) => css`
    margin: 0 0 ${theme.spacing[1]};
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    align-items: center;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    strong {
      color: ${theme.colors.text};
    }
  `}
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

/** The report's public comments, and a box to add one (signed-in users, active reports). */
export function CommentsSection({ report, signedIn }: { report: PetReport; signedIn: boolean }) {
  const comments = useComments(report.id);
  const add = useAddComment(report.id);

  return (
    <Section aria-labelledby="comments-heading">
      <Heading level={2} id="comments-heading">
        {commentTexts.heading}
      </Heading>
      {comments.isPending && <LoadingLine message="Loading comments..." />}
      {comments.isError && <RetryAlert message={commentTexts.loadFailed} onRetry={() => void comments.refetch()} />}
      {comments.data && comments.data.comments.length === 0 && <Text tone="muted">{commentTexts.none}</Text>}
      {comments.data && comments.data.comments.length > 0 && (
        <List aria-labelledby="comments-heading">
          {comments.data.comments.map((comment) => (
            <Item key={comment.id}>
              <Byline>
                <strong>{comment.isMine ? 'You' : comment.authorName}</strong>
                {comment.byReporter && <Badge variant="info">{commentTexts.reporter}</Badge>}
                <time dateTime={comment.createdAt}>{timeAgo(comment.createdAt)}</time>
              </Byline>
              <Body>{comment.body}</Body>
            </Item>
          ))}
        </List>
      )}
      {!signedIn && (
        <Stack direction="row" gap={3} align="center" wrap>
          <Text>{commentTexts.login}</Text>
          <RouterButtonLink to="/login" size="sm" variant="outline">
            Login
          </RouterButtonLink>
        </Stack>
      )}
      {signedIn && !report.isActive && <Text tone="muted">{commentTexts.closed}</Text>}
      {signedIn && report.isActive && (
        <WriteForm
          label={commentTexts.label}
          submitLabel={commentTexts.post}
          contract={ReportCommentInput}
          busy={add.isPending}
          onSend={({ body }) => add.mutateAsync(body)}
        />
      )}
    </Section>
  );
}
