import { useState } from 'react';
import {
  PROVIDER_ROLES,
  VERIFICATION_STATUSES,
  type ProviderRole,
  type VerificationStatus,
} from '@petpal/api/contracts';
import { Heading, Select, Stack } from '@petpal/design-system';
import { ListStatus } from '../../dashboard/components/ListStatus';
import { Pager } from '../../dashboard/components/Pager';
import { Filters, RowList } from '../../dashboard/components/RowCard';
import { useAdminProviders } from '../api/providers';
import { PROVIDER_ROLE_LABELS, VERIFICATION_LABELS } from '../labels';
import { ProviderCard } from './ProviderCard';

const isRole = (value: string): value is ProviderRole => PROVIDER_ROLES.some((role) => role === value);
const isStatus = (value: string): value is VerificationStatus =>
  VERIFICATION_STATUSES.some((status) => status === value);

/** Providers by type and verification status (pending first), each with Verify and Reject. */
export function ProvidersTab() {
  const [role, setRole] = useState<ProviderRole>('veterinary_doctor');
  const [status, setStatus] = useState<VerificationStatus>('unverified');
  const [page, setPage] = useState(1);
  const providers = useAdminProviders(role, status, page);

  return (
    <Stack gap={4}>
      <Heading level={2}>Providers</Heading>
      <Filters onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Provider type"
          value={role}
          options={PROVIDER_ROLES.map((value) => ({ value, label: PROVIDER_ROLE_LABELS[value] }))}
          onChange={(event) => {
            if (isRole(event.target.value)) setRole(event.target.value);
            setPage(1);
          }}
        />
        <Select
          label="Verification"
          value={status}
          options={VERIFICATION_STATUSES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }))}
          onChange={(event) => {
            if (isStatus(event.target.value)) setStatus(event.target.value);
            setPage(1);
          }}
        />
      </Filters>
      <ListStatus
        what="providers"
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        isEmpty={providers.data?.items.length === 0}
        emptyTitle={`No ${VERIFICATION_LABELS[status].toLowerCase()} ${PROVIDER_ROLE_LABELS[role].toLowerCase()}.`}
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
