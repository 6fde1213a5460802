import { useAtomValue } from 'jotai';
import { trainerMessages } from '@petpal/contracts';
import { locationAtom, useErrorToast } from '@petpal/design-system';
import { ResultList } from '../../../ui/ResultList';
import { useTrainers } from '../api/get-trainers';
import type { TrainerFilters } from '../trainer-urls';
import { TrainerCard } from './TrainerCard';

export interface TrainerResultsProps {
  filters: TrainerFilters;
  onPage(page: number): void;
}

/** The trainers for the search, twenty a page; "Failed to load pet trainers. Please try again." on failure. */
export function TrainerResults({ filters, onPage }: TrainerResultsProps) {
  const { country } = useAtomValue(locationAtom);
  const trainers = useTrainers(filters);
  useErrorToast(trainers, trainerMessages.loadFailed);
  return (
    <ResultList
      title="Pet Trainers"
      listLabel="Pet trainers"
      noun="pet trainer"
      query={trainers}
      items={trainers.data?.trainers}
      renderItem={(trainer) => <TrainerCard key={trainer.id} trainer={trainer} country={country} />}
      loadingMessage="Loading pet trainers..."
      failedMessage={trainerMessages.loadFailed}
      empty={{ title: trainerMessages.noTrainers, description: 'Try another location or specialization.' }}
      page={filters.page}
      onPage={onPage}
      map={{
        label: 'Map of the pet trainers found',
        markerOf: (trainer) => trainer.point && { id: trainer.id, label: trainer.fullName, ...trainer.point },
      }}
    />
  );
}
