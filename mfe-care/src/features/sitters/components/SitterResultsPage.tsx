import { useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  careMessages,
  SITTER_SERVICE_OF_TYPE,
  type OwnerBookingRequest,
  type SitterCard as SitterCardData,
} from '@petpal/api/contracts';
import {
  Alert,
  Card,
  EmptyState,
  Icon,
  LoadingLine,
  locationAtom,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { scheduleSummary, serviceLabel } from '../../../lib/format';
import { formUrl, profileUrl, sitterUrls } from '../../../lib/sitter-urls';
import { useErrorToast } from '../../../lib/use-error-toast';
import { FormSection } from '../../../ui/FormSection';
import { PageFrame } from '../../../ui/PageFrame';
import { ResultPager } from '../../../ui/ResultPager';
import { RetryAlert } from '../../../ui/RetryAlert';
import { SessionGate } from '../../../ui/SessionGate';
import { BookingRequestDialog } from '../../booking-request/components/BookingRequestDialog';
import { RequestSentScreen } from '../../booking-request/components/RequestSentScreen';
import { useSitters } from '../api/get-sitters';
import { criteriaQuery, parseCriteria, type SearchCriteria } from '../search-criteria';
import { SitterCard } from './SitterCard';
import { SitterPhotosDialog } from './SitterPhotosDialog';

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

const Summary = styled(Card)`
  ${({ theme }) => css`
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
  `}
`;

const sittersFound = (total: number) => (total === 1 ? '1 pet sitter found' : `${total} pet sitters found`);

/** The page number of the query string: a whole number from 1, else 1. */
function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/**
 * /services/book-pet-sitter/results: the sitters for the criteria in the query string (spec sections 2 and
 * 5), twenty a page, each with "Send Booking Request", "View Details" and "View Photos (n)".
 */
export function SitterResultsPage() {
  const [params] = useSearchParams();
  const parsed = parseCriteria(params);
  const user = useAtomValue(sessionUserAtom);
  const [sent, setSent] = useState<OwnerBookingRequest | null>(null);

  return (
    <PageFrame title="Book a Pet Sitter" pageTitle="Pet Sitters">
      {sent && <RequestSentScreen request={sent} />}
      {!sent && !parsed.ok && (
        <Stack gap={3} align="flex-start">
          <Alert variant="error">{parsed.message}</Alert>
          <RouterButtonLink to={sitterUrls.services}>Start a New Search</RouterButtonLink>
        </Stack>
      )}
      {!sent && parsed.ok && (
        <SessionGate user={user} guestMessage="Log in to see pet sitters near you and send booking requests.">
          {() => <Results criteria={parsed.criteria} page={pageFrom(params)} onSent={setSent} />}
        </SessionGate>
      )}
    </PageFrame>
  );
}

interface ResultsProps {
  criteria: SearchCriteria;
  page: number;
  onSent(request: OwnerBookingRequest): void;
}

function Results({ criteria, page, onSent }: ResultsProps) {
  const [, setParams] = useSearchParams();
  const { country } = useAtomValue(locationAtom);
  const [requesting, setRequesting] = useState<SitterCardData | null>(null);
  const [viewingPhotos, setViewingPhotos] = useState<SitterCardData | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const sitters = useSitters({
    location: criteria.location,
    service: SITTER_SERVICE_OF_TYPE[criteria.serviceType],
    page,
  });
  useErrorToast(sitters, careMessages.loadSittersFailed);
  const query = criteriaQuery(criteria);
  const change = (
    <RouterButtonLink to={formUrl(criteria.serviceType, query)} variant="outline" size="sm">
      Change Search
    </RouterButtonLink>
  );
  const pages = sitters.data ? Math.max(1, Math.ceil(sitters.data.total / sitters.data.pageSize)) : 1;

  function showPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    // Back to the top of the list, for the eyes and for keyboard and screen reader users alike.
    list.current?.focus();
  }

  function sentTo(request: OwnerBookingRequest) {
    setRequesting(null);
    onSent(request);
  }

  return (
    <Stack gap={6}>
      <Summary>
        <Stack gap={1}>
          <Text>
            <strong>{serviceLabel(criteria.serviceType)}</strong>
            {criteria.location.trim() && ` near ${criteria.location.trim()}`}
          </Text>
          <Text tone="muted">{scheduleSummary(criteria)}</Text>
        </Stack>
        {change}
      </Summary>
      <FormSection
        title="Available Pet Sitters"
        level={2}
        aside={sitters.data && sitters.data.total > 0 ? sittersFound(sitters.data.total) : undefined}
      >
        {sitters.isPending && <LoadingLine message="Loading pet sitters..." />}
        {sitters.isError && !sitters.data && (
          <RetryAlert message={careMessages.loadSittersFailed} onRetry={() => void sitters.refetch()} />
        )}
        {sitters.data?.total === 0 && (
          <EmptyState
            icon={<Icon name="search" size={28} />}
            title={careMessages.noSitters}
            description="Try another location, service or dates."
            action={change}
          />
        )}
        {sitters.data && sitters.data.sitters.length > 0 && (
          <List ref={list} tabIndex={-1} aria-label="Pet sitters" aria-busy={sitters.isPlaceholderData || undefined}>
            {sitters.data.sitters.map((sitter) => (
              <SitterCard
                key={sitter.id}
                sitter={sitter}
                country={country}
                profileHref={profileUrl(sitter.id, query)}
                onRequest={setRequesting}
                onViewPhotos={setViewingPhotos}
              />
            ))}
          </List>
        )}
        <ResultPager page={page} pages={pages} onPage={showPage} />
      </FormSection>
      <BookingRequestDialog
        sitter={requesting}
        criteria={criteria}
        onClose={() => setRequesting(null)}
        onSent={sentTo}
      />
      <SitterPhotosDialog sitter={viewingPhotos} onClose={() => setViewingPhotos(null)} />
    </Stack>
  );
}
