import { useQuery } from '@tanstack/react-query';
import { FlagQueue, type AdminReviewInput } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';

/** GET /api/admin/flags: posts with unreviewed flags, hidden ones first. */
export const useFlagQueue = () =>
  useQuery({
    queryKey: adminKeys.flags,
    queryFn: ({ signal }) => apiFetch('/api/admin/flags', FlagQueue, { signal }),
  });

/** POST /api/admin/flags/:postId/review (audited): restore (keep) or remove, with a reason. */
export const useReviewPost = () =>
  useAdminWrite(({ postId, input }: { postId: string; input: AdminReviewInput }) => ({
    path: `/api/admin/flags/${encodeURIComponent(postId)}/review`,
    body: input,
  }));
