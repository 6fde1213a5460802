import { useState } from 'react';
import type { Comment } from '@petpal/contracts';
import { ApiError, Avatar, Button, Stack, useToast, timeAgo } from '@petpal/design-system';
import { exactTime } from '../../../lib/time';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteComment, useUpdateComment } from '../api/comments';
import { communityTexts } from '../texts';
import { CommentBox } from './CommentBox';
import { Meta } from './PostCard';
import { PostText } from './PostText';

/** One comment: who and when, the text (as text), and Edit / Delete for its author and the moderators. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { toast } = useToast();
  const update = useUpdateComment(comment.postId);
  const remove = useDeleteComment(comment.postId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const by = comment.author.name;

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
          {timeAgo(comment.createdAt)}
        </time>
        {comment.editedAt && <span>(edited)</span>}
      </Meta>
      {!editing ? (
        <PostText>{comment.body}</PostText>
      ) : (
        <CommentBox
          label="Comment text"
          submitLabel="Save"
          initial={comment.body}
          onCancel={() => setEditing(false)}
          busy={update.isPending}
          onSend={async (body) => {
            await update.mutateAsync({ commentId: comment.id, body });
            setEditing(false);
          }}
        />
      )}
      {!editing && (comment.can.edit || comment.can.delete) && (
        <Stack direction="row" gap={1} wrap>
          {comment.can.edit && (
            <Button size="sm" variant="ghost" aria-label={`Edit the comment by ${by}`} onClick={() => setEditing(true)}>
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
