import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Flagged, type FlagPostInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { communityKeys } from '../../../lib/query-keys';
import { postPath } from './posts';

/**
 * POST a flag; `key` is the attempt's Idempotency-Key. A post the flag hides leaves the feeds; its page is
 * left as it is (refetching would answer 404 to the flagger, who no longer sees it) and reloads next visit.
 */
export function useFlagPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: FlagPostInput; key: string }) =>
      apiFetch(`${postPath(postId)}/flag`, Flagged, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: ({ hidden }) =>
      hidden
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: communityKeys.thread(postId), refetchType: 'none' }),
            queryClient.invalidateQueries({ queryKey: communityKeys.feeds }),
          ])
        : undefined,
  });
}
