import { useState, type FormEvent } from 'react';
import { CreateCommentInput, type Comment } from '@petpal/contracts';
import {
  ApiError,
  Avatar,
  Button,
  Stack,
  TextArea,
  useToast,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { ago, exactTime } from '../../../lib/time';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteComment, useUpdateComment } from '../api/comments';
import { communityTexts } from '../texts';
import { Meta } from './PostCard';
import { PostText } from './PostText';

/** One comment: who and when, the text (as text), and Edit / Delete for its author and the moderators. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { toast } = useToast();
  const update = useUpdateComment(comment.postId);
  const remove = useDeleteComment(comment.postId);
  const [draft, setDraft] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const by = comment.author.name;

  function save(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    if (draft === comment.body) return setDraft(null);
    const found = contractErrors(CreateCommentInput, { body: draft });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { commentId: comment.id, body: draft },
      {
        onSuccess: () => setDraft(null),
        onError: (error) => setErrors(apiFieldErrors(error, communityTexts.tryAgain)),
      },
    );
  }

  function deleteComment() {
    remove.mutate(comment.id, {
      onSuccess: () => toast({ title: communityTexts.commentDeleted, variant: 'success' }),
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Error',
          description: error instanceof ApiError ? error.message : communityTexts.tryAgain,
          variant: 'error',
        });
      },
    });
  }

  return (
    <Stack gap={2}>
      <Meta>
        <Avatar name={by} size="sm" />
        <span>{by}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={comment.createdAt} title={exactTime(comment.createdAt)}>
          {ago(comment.createdAt)}
        </time>
        {comment.editedAt && <span>(edited)</span>}
      </Meta>
      {draft === null ? (
        <PostText>{comment.body}</PostText>
      ) : (
        <form onSubmit={save} noValidate>
          <Stack gap={2}>
            <TextArea
              label="Comment text"
              rows={3}
              value={draft}
              error={errors.body ?? errors.form}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            <Stack direction="row" gap={2} wrap>
              <Button type="submit" size="sm" loading={update.isPending}>
                Save
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
      {draft === null && (comment.can.edit || comment.can.delete) && (
        <Stack direction="row" gap={1} wrap>
          {comment.can.edit && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Edit the comment by ${by}`}
              onClick={() => setDraft(comment.body)}
            >
              Edit
            </Button>
          )}
          {comment.can.delete && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete the comment by ${by}`}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Button>
          )}
        </Stack>
      )}
      {confirming && (
        <ConfirmDialog
          title="Delete this comment?"
          description="This cannot be undone."
          confirmLabel="Delete comment"
          busy={remove.isPending}
          onConfirm={deleteComment}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
