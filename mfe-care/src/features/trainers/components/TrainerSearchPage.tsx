import { useAtomValue } from 'jotai';
import { PageFrame, sessionUserAtom, Stack, useAddressState, type AddressCodec } from '@petpal/design-system';
import { SessionGate } from '../../../ui/SessionGate';
import { filtersFrom, filtersQuery, TRAINER_FILTER_KEYS, type TrainerFilters } from '../trainer-urls';
import { TrainerResults } from './TrainerResults';
import { TrainerSearchForm } from './TrainerSearchForm';

/**
 * /services/book-a-trainer (spec section 2): the trainer search and its results, the search in the query
 * string so it survives a reload and the way back from the booking step.
 */
export function TrainerSearchPage() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <PageFrame
      title="Book a Pet Trainer"
      intro="Find a trainer by location and specialization, then book a session in person or online."
    >
      <SessionGate user={user} guestMessage="Log in to find pet trainers and book a training session.">
        {() => <TrainerSearch />}
      </SessionGate>
    </PageFrame>
  );
}

const trainerCodec: AddressCodec<TrainerFilters> = {
  keys: TRAINER_FILTER_KEYS,
  read: filtersFrom,
  write: filtersQuery,
};

function TrainerSearch() {
  const [filters, show] = useAddressState(trainerCodec);
  return (
    <Stack gap={6}>
      <TrainerSearchForm filters={filters} onSearch={show} />
      <TrainerResults filters={filters} onPage={(page) => show({ ...filters, page })} />
    </Stack>
  );
}
