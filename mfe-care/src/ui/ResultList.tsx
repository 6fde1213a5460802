import { useRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  EmptyState,
  FormSection,
  Icon,
  LoadingLine,
  MapView,
  RetryAlert,
  Skeleton,
  type MapMarker,
} from '@petpal/design-system';
import { ResultPager } from './ResultPager';

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

/** The part of a search's query the list reads: a page of a paged answer. */
export interface ResultQuery {
  data?: { total: number; pageSize: number };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface ResultListProps<T> {
  /** The section's heading, e.g. "Pet Trainers". */
  title: string;
  /** The list's accessible name, e.g. "Pet trainers". */
  listLabel: string;
  /** One result, for "1 pet trainer found" and "2 pet trainers found". */
  noun: string;
  query: ResultQuery;
  /** This page's results. */
  items: readonly T[] | undefined;
  /** One result's list item. */
  renderItem(item: T): ReactNode;
  loadingMessage: string;
  failedMessage: string;
  /** What an empty search says, and what it offers. */
  empty: { title: string; description: string; action?: ReactNode };
  page: number;
  onPage(page: number): void;
  /** This page's results on a map above the list (decision 084): its name, and each result's marker (null: none). */
  map?: { label: string; markerOf(item: T): MapMarker | null };
}

/** The results map's reserved box: a skeleton of this height holds it while the first page loads. */
const MAP_HEIGHT = '16rem';

/** A page of search results (sitters, trainers, stylists): its count, loading, failure, none found, the pager. */
export function ResultList<T>({
  title,
  listLabel,
  noun,
  query,
  items,
  renderItem,
  loadingMessage,
  failedMessage,
  empty,
  page,
  onPage,
  map,
}: ResultListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function showPage(next: number) {
    onPage(next);
    // Back to the top of the list, for the eyes and for keyboard and screen reader users alike.
    list.current?.focus();
  }

  return (
    <FormSection
      title={title}
      level={2}
      aside={data && data.total > 0 ? `${data.total} ${noun}${data.total === 1 ? '' : 's'} found` : undefined}
    >
      {query.isPending && <LoadingLine message={loadingMessage} />}
      {query.isPending && map && <Skeleton height={MAP_HEIGHT} radius="md" />}
      {query.isError && !data && <RetryAlert message={failedMessage} onRetry={() => void query.refetch()} />}
      {data?.total === 0 && (
        <EmptyState
          icon={<Icon name="search" size={28} />}
          title={empty.title}
          description={empty.description}
          action={empty.action}
        />
      )}
      {items && items.length > 0 && map && (
        <MapView label={map.label} height={MAP_HEIGHT} markers={items.flatMap((item) => map.markerOf(item) ?? [])} />
      )}
      {items && items.length > 0 && (
        <List ref={list} tabIndex={-1} aria-label={listLabel} aria-busy={query.isPlaceholderData || undefined}>
          {items.map((item) => renderItem(item))}
        </List>
      )}
      <ResultPager page={page} pages={pages} onPage={showPage} />
    </FormSection>
  );
}
