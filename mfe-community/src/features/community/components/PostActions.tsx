import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { communityMessages, type Flagged, type Post } from '@petpal/contracts';
import { ApiError, Button, Icon, Stack, Text, useToast } from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeletePost, useLike } from '../api/posts';
import { communityTexts } from '../texts';
import { FlagPostDialog } from './FlagPostDialog';

export interface PostActionsProps {
  post: Post;
  onEdit(): void;
}

/** Like (not one's own), Edit and Delete (author, moderators, admins), Flag (signed in, not one's own). */
export function PostActions({ post, onEdit }: PostActionsProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const like = useLike(post.id);
  const remove = useDeletePost(post.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const [flagged, setFlagged] = useState(false);
  const groupHref = `/community/group/${post.groupId}`;
  const failed = (error: unknown) =>
    toast({
      title: 'Error',
      description: error instanceof ApiError ? error.message : communityTexts.tryAgain,
      variant: 'error',
    });

  function deletePost() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: communityMessages.postDeleted, variant: 'success' });
        void navigate(groupHref, { replace: true });
      },
      onError: (error) => {
        setConfirmDelete(false);
        failed(error);
      },
    });
  }

  function onFlagged({ hidden }: Flagged) {
    setFlagging(false);
    setFlagged(true);
    if (hidden) {
      toast({ title: communityTexts.hiddenByFlag, variant: 'success' });
      void navigate(groupHref, { replace: true });
    } else {
      toast({ title: communityMessages.flagged, variant: 'success' });
    }
  }

  const { can } = post;
  if (!can.like && !can.edit && !can.delete && !can.flag && !flagged) return null;
  return (
    <Stack direction="row" gap={2} align="center" wrap>
      {can.like && (
        <Button
          variant={post.likedByMe ? 'secondary' : 'outline'}
          aria-pressed={post.likedByMe}
          loading={like.isPending}
          onClick={() => like.mutate(!post.likedByMe, { onError: failed })}
        >
          <Icon name="heart" size={16} fill={post.likedByMe ? 'currentColor' : 'none'} />
          Like
        </Button>
      )}
      {can.edit && (
        <Button variant="outline" onClick={onEdit}>
          Edit
        </Button>
      )}
      {can.delete && (
        <Button variant="outline" onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      )}
      {flagged ? (
        <Text tone="muted">{communityTexts.youFlagged}</Text>
      ) : (
        can.flag && (
          <Button variant="ghost" onClick={() => setFlagging(true)}>
            Flag
          </Button>
        )
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete this post?"
          description="Its comments, likes and photos go with it. This cannot be undone."
          confirmLabel="Delete post"
          busy={remove.isPending}
          onConfirm={deletePost}
          onClose={() => setConfirmDelete(false)}
        />
      )}
      {flagging && <FlagPostDialog postId={post.id} onFlagged={onFlagged} onClose={() => setFlagging(false)} />}
    </Stack>
  );
}
