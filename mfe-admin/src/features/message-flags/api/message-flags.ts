import { useQuery } from '@tanstack/react-query';
import {
  MessageFlagExcerpt,
  MessageFlagQueue,
  type MessageFlagQueueQuery,
  type MessageModerationInput,
} from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { adminKeys } from '../../../lib/admin-keys';
import { useAdminWrite } from '../../../lib/admin-write';
import { queryString } from '../../../lib/query-string';

export type MessageFlagStatus = NonNullable<MessageFlagQueueQuery['status']>;

/** GET /api/admin/message-flags?status=: reported messages, one row per message, newest report first. */
export const useMessageFlagQueue = (status: MessageFlagStatus) =>
  useQuery({
    queryKey: adminKeys.messageFlags(status),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/admin/message-flags${queryString({ status: status === 'open' ? '' : status })}`,
        MessageFlagQueue,
        { signal },
      ),
  });

/** GET /api/admin/message-flags/:messageId: the conversation around the reported message, once it is opened. */
export const useMessageExcerpt = (messageId: string, open: boolean) =>
  useQuery({
    queryKey: adminKeys.messageExcerpt(messageId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/message-flags/${encodeURIComponent(messageId)}`, MessageFlagExcerpt, { signal }),
    enabled: open,
  });

/** POST /api/admin/message-flags/:messageId/dismiss or /hide (audited), with the admin's note. */
export const useModerateMessage = () =>
  useAdminWrite(
    ({
      messageId,
      action,
      input,
    }: {
      messageId: string;
      action: 'dismiss' | 'hide';
      input: MessageModerationInput;
    }) => ({
      path: `/api/admin/message-flags/${encodeURIComponent(messageId)}/${action}`,
      body: input,
    }),
  );
