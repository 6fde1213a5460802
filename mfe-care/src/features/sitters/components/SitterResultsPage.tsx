import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { careMessages, SITTER_SERVICE_OF_TYPE, type SitterCard as SitterCardData } from '@petpal/contracts';
import {
  Alert,
  locationAtom,
  PageFrame,
  useErrorToast,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { scheduleSummary, serviceLabel } from '../../../lib/format';
import { formUrl, profileUrl, requestUrl, sitterUrls } from '../../../lib/sitter-urls';
import { ResultList } from '../../../ui/ResultList';
import { SessionGate } from '../../../ui/SessionGate';
import { SummaryCard } from '../../../ui/SummaryCard';
import { useSitters } from '../api/get-sitters';
import { criteriaQuery, parseCriteria, type SearchCriteria } from '../../../lib/search-criteria';
import { SitterCard } from './SitterCard';
import { SitterPhotosDialog } from './SitterPhotosDialog';

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

  return (
    <PageFrame title="Book a Pet Sitter" pageTitle="Pet Sitters">
      {!parsed.ok && (
        <Stack gap={3} align="flex-start">
          <Alert variant="error">{parsed.message}</Alert>
          <RouterButtonLink to={sitterUrls.services}>Start a New Search</RouterButtonLink>
        </Stack>
      )}
      {parsed.ok && (
        <SessionGate user={user} guestMessage="Log in to see pet sitters near you and send booking requests.">
          {() => <Results criteria={parsed.criteria} page={pageFrom(params)} />}
        </SessionGate>
      )}
    </PageFrame>
  );
}

interface ResultsProps {
  criteria: SearchCriteria;
  page: number;
}

function Results({ criteria, page }: ResultsProps) {
  const [, setParams] = useSearchParams();
  const { country } = useAtomValue(locationAtom);
  const [viewingPhotos, setViewingPhotos] = useState<SitterCardData | null>(null);
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

  function showPage(next: number) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  }

  return (
    <Stack gap={6}>
      <SummaryCard>
        <Stack gap={1}>
          <Text>
            <strong>{serviceLabel(criteria.serviceType)}</strong>
            {criteria.location.trim() && ` near ${criteria.location.trim()}`}
          </Text>
          <Text tone="muted">{scheduleSummary(criteria)}</Text>
        </Stack>
        {change}
      </SummaryCard>
      <ResultList
        title="Available Pet Sitters"
        listLabel="Pet sitters"
        noun="pet sitter"
        query={sitters}
        items={sitters.data?.sitters}
        renderItem={(sitter) => (
          <SitterCard
            key={sitter.id}
            sitter={sitter}
            country={country}
            profileHref={profileUrl(sitter.id, query)}
            requestHref={requestUrl(sitter.id, query)}
            onViewPhotos={setViewingPhotos}
          />
        )}
        loadingMessage="Loading pet sitters..."
        failedMessage={careMessages.loadSittersFailed}
        empty={{
          title: careMessages.noSitters,
          description: 'Try another location, service or dates.',
          action: change,
        }}
        page={page}
        onPage={showPage}
        map={{
          label: 'Map of the pet sitters found',
          markerOf: (sitter) => sitter.point && { id: sitter.id, label: sitter.fullName, ...sitter.point },
        }}
      />
      <SitterPhotosDialog sitter={viewingPhotos} onClose={() => setViewingPhotos(null)} />
    </Stack>
  );
}
