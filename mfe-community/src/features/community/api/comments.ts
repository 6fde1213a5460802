import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CommentAnswer, CommentList, Deleted } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { communityKeys } from '../../../lib/query-keys';
import { useViewer } from '../../../lib/use-viewer';
import { postPath, refreshFeeds } from './posts';

const commentPath = (commentId: string) => `/api/community/comments/${encodeURIComponent(commentId)}`;

/** A post's comments, oldest first. */
export function useComments(postId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: communityKeys.comments(postId, viewer ?? ''),
    queryFn: ({ signal }) => apiFetch(`${postPath(postId)}/comments`, CommentList, { signal }),
    enabled: viewer !== undefined,
  });
}

/** The thread, the post's count and the feeds' ranks change with every comment added or removed. */
function useRefreshThread(postId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: communityKeys.thread(postId) }), refreshFeeds(queryClient)]);
}

/** POST a comment; `key` is the attempt's Idempotency-Key, so a retry never comments twice. */
export function useAddComment(postId: string) {
  const refresh = useRefreshThread(postId);
  return useMutation({
    mutationFn: ({ body, key }: { body: string; key: string }) =>
      apiFetch(`${postPath(postId)}/comments`, CommentAnswer, {
        method: 'POST',
        body: { body },
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: refresh,
  });
}

/** PATCH a comment's text (its author, the group's moderators, admins). */
export function useUpdateComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      apiFetch(commentPath(commentId), CommentAnswer, { method: 'PATCH', body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityKeys.allComments(postId) }),
  });
}

export function useDeleteComment(postId: string) {
  const refresh = useRefreshThread(postId);
  return useMutation({
    mutationFn: (commentId: string) => apiFetch(commentPath(commentId), Deleted, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
