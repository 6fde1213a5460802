import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Deleted, Feed, LikeState, PostAnswer, type CreatePostInput, type UpdatePostInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { communityKeys } from '../../../lib/query-keys';
import { useViewer } from '../../../lib/use-viewer';

export const postPath = (postId: string) => `/api/community/posts/${encodeURIComponent(postId)}`;

/** The feeds and the group lists (their post counts) after a post, comment, like or flag changed. */
export const refreshFeeds = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: communityKeys.feeds }),
    queryClient.invalidateQueries({ queryKey: communityKeys.groups }),
  ]);

/** A feed (the viewer's, or a group's when `groupId` is given), 20 hot posts a page. */
export function useFeed(groupId: string | null) {
  const viewer = useViewer();
  return useInfiniteQuery({
    queryKey: communityKeys.feed(groupId, viewer ?? ''),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const base = groupId ? `/api/community/groups/${encodeURIComponent(groupId)}/posts` : '/api/community/feed';
      return apiFetch(pageParam ? `${base}?cursor=${encodeURIComponent(pageParam)}` : base, Feed, { signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: viewer !== undefined,
  });
}

export function usePost(postId: string) {
  const viewer = useViewer();
  return useQuery({
    queryKey: communityKeys.post(postId, viewer ?? ''),
    queryFn: ({ signal }) => apiFetch(postPath(postId), PostAnswer, { signal }),
    enabled: viewer !== undefined,
  });
}

/** POST /api/community/posts with one Idempotency-Key per attempt (`key`), so a retry never posts twice. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const viewer = useViewer() ?? '';
  return useMutation({
    mutationFn: ({ input, key }: { input: CreatePostInput; key: string }) =>
      apiFetch('/api/community/posts', PostAnswer, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(communityKeys.post(answer.post.id, viewer), answer);
      return refreshFeeds(queryClient);
    },
  });
}

/** PATCH the title and text (author, the group's moderators, admins). */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  const viewer = useViewer() ?? '';
  return useMutation({
    mutationFn: (patch: UpdatePostInput) => apiFetch(postPath(postId), PostAnswer, { method: 'PATCH', body: patch }),
    onSuccess: (answer) => {
      queryClient.setQueryData(communityKeys.post(postId, viewer), answer);
      return refreshFeeds(queryClient);
    },
  });
}

/** DELETE the post with its comments, likes and photos; its cached copy reloads (to a 404) if visited again. */
export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(postPath(postId), Deleted, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: communityKeys.thread(postId), refetchType: 'none' }),
        refreshFeeds(queryClient),
      ]),
  });
}

/** Like (PUT) or unlike (DELETE): the post shows the API's new count at once, the feeds catch up. */
export function useLike(postId: string) {
  const queryClient = useQueryClient();
  const viewer = useViewer() ?? '';
  return useMutation({
    mutationFn: (liked: boolean) =>
      apiFetch(`${postPath(postId)}/like`, LikeState, { method: liked ? 'PUT' : 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueryData<PostAnswer>(communityKeys.post(postId, viewer), (answer) =>
        answer ? { post: { ...answer.post, ...state } } : answer,
      );
      return queryClient.invalidateQueries({ queryKey: communityKeys.feeds });
    },
  });
}
