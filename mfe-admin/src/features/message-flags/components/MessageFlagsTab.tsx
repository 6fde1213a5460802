import { type AddressCodec, Heading, Select, Stack, useAddressState } from '@petpal/design-system';
import { ListStatus } from '../../../ui/ListStatus';
import { Filters, RowList } from '../../../ui/RowCard';
import { type MessageFlagStatus, useMessageFlagQueue } from '../api/message-flags';
import { ReportedMessageCard } from './ReportedMessageCard';

const SHOWN: { value: MessageFlagStatus; label: string }[] = [
  { value: 'open', label: 'Open reports' },
  { value: 'closed', label: 'Closed reports' },
];

/** `?reports=closed`; open ones when absent. */
const statusCodec: AddressCodec<{ status: MessageFlagStatus }> = {
  keys: ['reports'],
  read: (params) => ({ status: params.get('reports') === 'closed' ? 'closed' : 'open' }),
  write: ({ status }) => ({ reports: status === 'closed' ? 'closed' : '' }),
};

/** Messages members reported: open reports by default, one row per message, each with Dismiss or Hide. */
export function MessageFlagsTab() {
  const [{ status }, setFilters] = useAddressState(statusCodec);
  const queue = useMessageFlagQueue(status);
  return (
    <Stack gap={4}>
      <Heading level={2}>Reported messages</Heading>
      <Filters onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Show"
          value={status}
          options={SHOWN}
          onChange={(event) => setFilters({ status: event.target.value === 'closed' ? 'closed' : 'open' })}
        />
      </Filters>
      <ListStatus
        what="reported messages"
        isPending={queue.isPending}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        isEmpty={queue.data?.items.length === 0}
        emptyTitle={status === 'open' ? 'No reported messages.' : 'No closed reports.'}
        emptyText={status === 'open' ? 'Messages members report in their conversations appear here.' : undefined}
      >
        <RowList aria-label="Reported messages">
          {queue.data?.items.map((item) => (
            <ReportedMessageCard key={item.messageId} item={item} />
          ))}
        </RowList>
      </ListStatus>
    </Stack>
  );
}
