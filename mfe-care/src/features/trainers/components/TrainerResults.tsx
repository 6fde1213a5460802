import { useRef } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { trainerMessages } from '@petpal/api/contracts';
import { EmptyState, Icon, LoadingLine, locationAtom } from '@petpal/design-system';
import { useErrorToast } from '../../../lib/use-error-toast';
import { FormSection } from '../../../ui/FormSection';
import { ResultPager } from '../../../ui/ResultPager';
import { RetryAlert } from '../../../ui/RetryAlert';
import { useTrainers } from '../api/get-trainers';
import { sessionUrl, type TrainerFilters } from '../trainer-urls';
import { TrainerCard } from './TrainerCard';

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;

    &:focus {
      outline: none;
    }
  `}
`;

const trainersFound = (total: number) => (total === 1 ? '1 pet trainer found' : `${total} pet trainers found`);

export interface TrainerResultsProps {
  filters: TrainerFilters;
  onPage(page: number): void;
}

/** The trainers for the search, twenty a page; "Failed to load pet trainers. Please try again." on failure. */
export function TrainerResults({ filters, onPage }: TrainerResultsProps) {
  const { country } = useAtomValue(locationAtom);
  const trainers = useTrainers(filters);
  const list = useRef<HTMLUListElement>(null);
  useErrorToast(trainers, trainerMessages.loadFailed);
  const data = trainers.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function showPage(page: number) {
    onPage(page);
    // Back to the top of the list, for the eyes and for keyboard and screen reader users alike.
    list.current?.focus();
  }

  return (
    <FormSection title="Pet Trainers" level={2} aside={data && data.total > 0 ? trainersFound(data.total) : undefined}>
      {trainers.isPending && <LoadingLine message="Loading pet trainers..." />}
      {trainers.isError && !data && (
        <RetryAlert message={trainerMessages.loadFailed} onRetry={() => void trainers.refetch()} />
      )}
      {data?.total === 0 && (
        <EmptyState
          icon={<Icon name="search" size={28} />}
          title={trainerMessages.noTrainers}
          description="Try another location or specialization."
        />
      )}
      {data && data.trainers.length > 0 && (
        <List ref={list} tabIndex={-1} aria-label="Pet trainers" aria-busy={trainers.isPlaceholderData || undefined}>
          {data.trainers.map((trainer) => (
            <TrainerCard
              key={trainer.id}
              trainer={trainer}
              country={country}
              bookHref={sessionUrl(trainer.id, filters)}
            />
          ))}
        </List>
      )}
      <ResultPager page={filters.page} pages={pages} onPage={showPage} />
    </FormSection>
  );
}
