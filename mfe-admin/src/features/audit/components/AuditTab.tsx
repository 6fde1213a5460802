import { Heading, Stack, Text, useAddressState } from '@petpal/design-system';
import { formatWhen } from '../../../lib/format';
import { noFilters, pagedCodec } from '../../../ui/ListSearch';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Details, RowCard, RowList } from '../../../ui/RowCard';
import { useAuditLog } from '../api/audit';

const auditCodec = pagedCodec(noFilters);

/** The audit log, newest first: who did what to which target, when and why. */
export function AuditTab() {
  const [{ page }, setFilters] = useAddressState(auditCodec);
  const setPage = (next: number) => setFilters({ page: next });
  const log = useAuditLog(page);

  return (
    <Stack gap={4}>
      <Heading level={2}>Audit log</Heading>
      <ListStatus
        what="audit log"
        isPending={log.isPending}
        error={log.error}
        onRetry={() => void log.refetch()}
        isEmpty={log.data?.items.length === 0}
        emptyTitle="No admin actions yet."
      >
        <RowList aria-label="Audit log">
          {log.data?.items.map((entry) => (
            <RowCard key={entry.id}>
              <Heading level={3}>{entry.action}</Heading>
              <Details>
                <div>
                  <dt>Who</dt>
                  <dd>{entry.adminEmail}</dd>
                </div>
                <div>
                  <dt>Target</dt>
                  <dd>
                    {entry.targetType} {entry.targetId}
                  </dd>
                </div>
                <div>
                  <dt>When</dt>
                  <dd>{formatWhen(entry.at)}</dd>
                </div>
              </Details>
              <Text>Reason: {entry.reason || '—'}</Text>
            </RowCard>
          ))}
        </RowList>
        {log.data ? <Pager {...log.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
