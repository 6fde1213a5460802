import { PROVIDER_ROLES, VERIFICATION_STATUSES, type ProviderRole, type VerificationStatus } from '@petpal/contracts';
import { Heading, Select, Stack } from '@petpal/design-system';
import { SearchBox, searchCodec, useListSearch } from '../../../ui/ListSearch';
import { ListStatus } from '../../../ui/ListStatus';
import { Pager } from '../../../ui/Pager';
import { Filters, RowList } from '../../../ui/RowCard';
import { useAdminProviders } from '../api/providers';
import { PROVIDER_ROLE_LABELS, VERIFICATION_LABELS } from '../labels';
import { ProviderCard } from './ProviderCard';

const isRole = (value: string): value is ProviderRole | 'all' =>
  value === 'all' || PROVIDER_ROLES.some((role) => role === value);
const isStatus = (value: string): value is VerificationStatus =>
  VERIFICATION_STATUSES.some((status) => status === value);

type RoleFilter = ProviderRole | 'all';

/** `?role=` (every type when absent) and `?status=` (pending when absent). */
const providersCodec = searchCodec<{ role: RoleFilter; status: VerificationStatus }>({
  keys: ['role', 'status'],
  read: (params) => {
    const role = params.get('role') ?? '';
    const status = params.get('status') ?? '';
    return { role: isRole(role) ? role : 'all', status: isStatus(status) ? status : 'pending' };
  },
  write: ({ role, status }) => ({ role: role === 'all' ? '' : role, status: status === 'pending' ? '' : status }),
});

/**
 * The verification queue: applications by type (every type at first), verification status (pending first, the
 * oldest application on top) and name, each with what the applicant sent, Verify and Reject.
 */
export function ProvidersTab() {
  const search = useListSearch(providersCodec);
  const { q, page, setPage, filter } = search;
  const { role, status } = search.filters;
  const providers = useAdminProviders(role === 'all' ? undefined : role, status, q, page);
  const who = role === 'all' ? 'providers' : PROVIDER_ROLE_LABELS[role].toLowerCase();

  return (
    <Stack gap={4}>
      <Heading level={2}>Verification queue</Heading>
      <Filters role="search" onSubmit={search.submit}>
        <Select
          label="Provider type"
          value={role}
          options={[
            { value: 'all', label: 'All types' },
            ...PROVIDER_ROLES.map((value) => ({ value, label: PROVIDER_ROLE_LABELS[value] })),
          ]}
          onChange={(event) => {
            if (isRole(event.target.value)) filter({ role: event.target.value });
          }}
        />
        <Select
          label="Verification"
          value={status}
          options={VERIFICATION_STATUSES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }))}
          onChange={(event) => {
            if (isStatus(event.target.value)) filter({ status: event.target.value });
          }}
        />
        <SearchBox label="Search providers" hint="Part of the name" search={search} />
      </Filters>
      <ListStatus
        what="providers"
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        isEmpty={providers.data?.items.length === 0}
        emptyTitle={
          q
            ? `No ${VERIFICATION_LABELS[status].toLowerCase()} ${who} match "${q}".`
            : `No ${VERIFICATION_LABELS[status].toLowerCase()} ${who}.`
        }
      >
        <RowList aria-label="Providers">
          {providers.data?.items.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </RowList>
        {providers.data ? <Pager {...providers.data} onPage={setPage} /> : null}
      </ListStatus>
    </Stack>
  );
}
