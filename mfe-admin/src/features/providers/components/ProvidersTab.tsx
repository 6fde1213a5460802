import { useState, type FormEvent } from 'react';
import {
  PROVIDER_ROLES,
  VERIFICATION_STATUSES,
  type ProviderRole,
  type VerificationStatus,
} from '@petpal/api/contracts';
import { Button, Heading, Select, Stack, TextField } from '@petpal/design-system';
import { ListStatus } from '../../dashboard/components/ListStatus';
import { Pager } from '../../dashboard/components/Pager';
import { Filters, RowList } from '../../dashboard/components/RowCard';
import { useAdminProviders } from '../api/providers';
import { PROVIDER_ROLE_LABELS, VERIFICATION_LABELS } from '../labels';
import { ProviderCard } from './ProviderCard';

const isRole = (value: string): value is ProviderRole => PROVIDER_ROLES.some((role) => role === value);
const isStatus = (value: string): value is VerificationStatus =>
  VERIFICATION_STATUSES.some((status) => status === value);

/** Providers by type, verification status (pending first) and name, each with Verify and Reject. */
export function ProvidersTab() {
  const [role, setRole] = useState<ProviderRole>('veterinary_doctor');
  const [status, setStatus] = useState<VerificationStatus>('unverified');
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const providers = useAdminProviders(role, status, q, page);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <Stack gap={4}>
      <Heading level={2}>Providers</Heading>
      <Filters role="search" onSubmit={search}>
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
        <TextField
          label="Search providers"
          hint="Part of the name"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </Filters>
      <ListStatus
        what="providers"
        isPending={providers.isPending}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        isEmpty={providers.data?.items.length === 0}
        emptyTitle={
          q
            ? `No ${VERIFICATION_LABELS[status].toLowerCase()} ${PROVIDER_ROLE_LABELS[role].toLowerCase()} match "${q}".`
            : `No ${VERIFICATION_LABELS[status].toLowerCase()} ${PROVIDER_ROLE_LABELS[role].toLowerCase()}.`
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
