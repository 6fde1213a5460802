import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PetReportResponse, ReportCommentCreated, ReportCommentList } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { reportKeys } from '../../../lib/report-keys';

const commentsPath = (id: string) => `/api/notifications/reports/${encodeURIComponent(id)}/comments`;

/** GET /reports/:id/comments (public): the newest 100, oldest first. */
export function getComments(id: string, signal?: AbortSignal) {
  return apiFetch(commentsPath(id), ReportCommentList, { signal });
}

export const commentsQueryOptions = (id: string) =>
  queryOptions({ queryKey: reportKeys.comments(id), queryFn: ({ signal }) => getComments(id, signal) });

export const useComments = (id: string) => useQuery(commentsQueryOptions(id));

/** POST /reports/:id/comments (signed in). */
export function addComment(id: string, body: string) {
  return apiFetch(commentsPath(id), ReportCommentCreated, { body: { body } });
}

export function useAddComment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment(id, body),
    onSuccess: ({ comment }) => {
      queryClient.setQueryData<ReportCommentList>(reportKeys.comments(id), (list) =>
        list ? { comments: [...list.comments, comment] } : list,
      );
      queryClient.setQueryData<PetReportResponse>(reportKeys.report(id), (data) =>
        data ? { report: { ...data.report, commentCount: data.report.commentCount + 1 } } : data,
      );
    },
  });
}
