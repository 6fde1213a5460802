import { Heading, Select, Stack, useAddressState } from '@petpal/design-system';
import { pagedCodec } from '../../../ui/ListSearch';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Filters, RowList } from '../../../ui/RowCard';
import { useAdminReports, type ReportsShown } from '../api/reports';
import { ReportCard } from './ReportCard';

const SHOWN: { value: ReportsShown; label: string }[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
  { value: '', label: 'All' },
];
const isShown = (value: string): value is ReportsShown => SHOWN.some((option) => option.value === value);

/** `?show=inactive` or `?show=all`; active ones when absent. */
const reportsCodec = pagedCodec<{ active: ReportsShown }>({
  keys: ['show'],
  read: (params) => {
    const show = params.get('show');
    return { active: show === 'inactive' ? 'false' : show === 'all' ? '' : 'true' };
  },
  write: ({ active }) => ({ show: active === 'false' ? 'inactive' : active === '' ? 'all' : '' }),
});

/** Lost and found pet reports, active ones first by default, each with Deactivate. */
export function ReportsTab() {
  const [{ active, page }, setFilters] = useAddressState(reportsCodec);
  const setPage = (next: number) => setFilters((current) => ({ ...current, page: next }));
  const reports = useAdminReports(active, page);

  return (
    <Stack gap={4}>
      <Heading level={2}>Lost and found reports</Heading>
      <Filters onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Show"
          value={active}
          options={SHOWN}
          onChange={(event) => {
            if (isShown(event.target.value)) setFilters({ active: event.target.value, page: 1 });
          }}
        />
      </Filters>
      <ListStatus
        what="reports"
        isPending={reports.isPending}
        error={reports.error}
        onRetry={() => void reports.refetch()}
        isEmpty={reports.data?.items.length === 0}
        emptyTitle="No reports here."
      >
        <RowList aria-label="Reports">
          {reports.data?.items.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </RowList>
        {reports.data ? <Pager {...reports.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
