import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import type { VetSummary } from '@petpal/contracts';
import {
  EmptyState,
  Icon,
  LoadingLine,
  locationAtom,
  RetryAlert,
  Stack,
  TextField,
  useAddressState,
  useErrorToast,
  useFilterText,
} from '@petpal/design-system';
import { useVets } from '../api/get-vets';
import { vetFiltersCodec } from '../vet-filters';

import { VetCard } from './VetCard';

export const VETS_LOAD_FAILED = 'Failed to load veterinarians. Please try again.';
export const NO_MATCH = 'No veterinarians match your filter criteria.';
const FILTER_DELAY_MS = 300;

const Filters = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: ${theme.spacing[3]};
  `}
`;

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/**
 * Location and specialization filters (the API matches case-insensitively anywhere) over the vet cards, kept
 * in the address once typing pauses, so Back and a reload keep them.
 */
export function VetSearch({ onBook }: { onBook(vet: VetSummary): void }) {
  const [filters, setFilters] = useAddressState(vetFiltersCodec);
  const typed = (key: 'location' | 'specialization') => ({
    delayMs: FILTER_DELAY_MS,
    commit: (text: string) => setFilters((current) => ({ ...current, [key]: text })),
  });
  const [location, setLocation] = useFilterText(filters.location, typed('location'));
  const [specialization, setSpecialization] = useFilterText(filters.specialization, typed('specialization'));
  const vets = useVets(filters);
  const { country } = useAtomValue(locationAtom);
  useErrorToast(vets, VETS_LOAD_FAILED);

  return (
    <Stack gap={4}>
      <Filters>
        <TextField
          label="Location"
          placeholder="e.g. Bengaluru"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
        <TextField
          label="Specialization"
          placeholder="e.g. Dermatology"
          value={specialization}
          onChange={(event) => setSpecialization(event.target.value)}
        />
      </Filters>
      {vets.isPending && <LoadingLine message="Loading veterinarians..." />}
      {vets.isError && !vets.data && <RetryAlert message={VETS_LOAD_FAILED} onRetry={() => void vets.refetch()} />}
      {vets.data && vets.data.vets.length === 0 && (
        <EmptyState icon={<Icon name="search" size={28} />} title={NO_MATCH} />
      )}
      {vets.data && vets.data.vets.length > 0 && (
        <List aria-label="Veterinarians" aria-busy={vets.isPlaceholderData || undefined}>
          {vets.data.vets.map((vet) => (
            <VetCard key={vet.id} vet={vet} country={country} onBook={onBook} />
          ))}
        </List>
      )}
    </Stack>
  );
}
