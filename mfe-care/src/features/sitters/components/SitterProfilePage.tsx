import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { careMessages, type OwnerBookingRequest, type SitterProfile } from '@petpal/contracts';
import {
  useErrorToast,
  ApiError,
  Button,
  ContactButton,
  Card,
  Facts,
  FormSection,
  Icon,
  Photo,
  LoadingLine,
  locationAtom,
  PageFrame,
  RetryAlert,
  ReviewList,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { experienceLabel, formatDay, formatRate } from '../../../lib/format';
import { REQUEST_FORM_ID, resultsUrl, sitterUrls } from '../../../lib/sitter-urls';
import { ServiceBadges } from '../../../ui/ServiceBadges';
import { SessionGate } from '../../../ui/SessionGate';
import { SitterRequestForm } from './SitterRequestForm';
import { RequestSentScreen } from './RequestSentScreen';
import { useSitter } from '../api/get-sitter';
import { useSitterAvailability } from '../api/get-sitter-availability';
import { bookableServices, criteriaQuery, parseCriteria, type SearchCriteria } from '../../../lib/search-criteria';
import { PhotoGallery } from './PhotoGallery';
import { ProviderRating } from '../../../ui/ProviderRating';

/** The sitter's portrait, its box reserved before it loads. */
const Portrait = styled.div`
  flex: none;
  width: 6rem;
`;

const Header = styled(Card)`
  ${({ theme }) => css`
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: ${theme.spacing[4]};

    ${theme.media.mobile} {
      padding: ${theme.spacing[4]};
    }
  `}
`;

const Who = styled.div`
  ${({ theme }) => css`
    display: grid;
    flex: 1 1 16rem;
    gap: ${theme.spacing[2]};
    min-width: 0;
  `}
`;

const Name = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes['2xl']};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
  `}
`;

const Sections = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
    gap: ${theme.spacing[6]};
  `}
`;

/** Unknown or malformed ids (the API answers 404 or 400) read as a sitter we cannot find. */
const isUnknownSitter = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /sitter-profile/:sitterId: the sitter's bio, services, rate, photos and reviews, and "Send Booking
 * Request". Criteria in the query string (from the results) carry over to the request and back.
 */
export function SitterProfilePage() {
  const { sitterId = '' } = useParams();
  const user = useAtomValue(sessionUserAtom);
  const [sent, setSent] = useState<OwnerBookingRequest | null>(null);
  const profile = useSitter(sitterId, Boolean(user));
  const name = profile.data?.sitter.fullName;
  useErrorToast(profile, careMessages.loadSittersFailed, isUnknownSitter);

  return (
    <PageFrame title="Pet Sitter Profile" pageTitle={name ?? 'Pet Sitter Profile'}>
      {sent ? (
        <RequestSentScreen request={sent} />
      ) : (
        <SessionGate user={user} guestMessage="Log in to see this pet sitter and send a booking request.">
          {() => (
            <>
              {profile.isPending && <LoadingLine message="Loading pet sitter..." />}
              {profile.isError && isUnknownSitter(profile.error) && (
                <Stack gap={3} align="flex-start">
                  <Text>{careMessages.sitterNotFound}</Text>
                  <RouterButtonLink to={sitterUrls.services}>Find a Pet Sitter</RouterButtonLink>
                </Stack>
              )}
              {profile.isError && !isUnknownSitter(profile.error) && (
                <RetryAlert message={careMessages.loadSittersFailed} onRetry={() => void profile.refetch()} />
              )}
              {profile.data && <Profile profile={profile.data} onSent={setSent} />}
            </>
          )}
        </SessionGate>
      )}
    </PageFrame>
  );
}

function Profile({ profile, onSent }: { profile: SitterProfile; onSent(request: OwnerBookingRequest): void }) {
  const { sitter, reviews } = profile;
  const [params] = useSearchParams();
  const parsed = parseCriteria(params);
  const criteria: SearchCriteria | null = parsed.ok ? parsed.criteria : null;
  const { country } = useAtomValue(locationAtom);
  const bookable = bookableServices(sitter.services).length > 0;
  const requestRef = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();

  /** "Send Booking Request" (here or on a card, `#send-request`) brings the form into view, focus on it. */
  function showRequest() {
    const form = requestRef.current;
    // jsdom has no scrolling.
    form?.scrollIntoView?.({ block: 'start' });
    form?.querySelector<HTMLElement>('select, input, button')?.focus({ preventScroll: true });
  }
  useEffect(() => {
    if (hash === `#${REQUEST_FORM_ID}` && bookable) showRequest();
  }, [hash, bookable]);

  return (
    <Stack gap={6}>
      {criteria && (
        <div>
          <RouterButtonLink to={resultsUrl(criteriaQuery(criteria))} variant="ghost" size="sm">
            <Icon name="chevron-left" size={16} />
            Back to Results
          </RouterButtonLink>
        </div>
      )}
      <Header>
        <Portrait>
          <Photo
            src={sitter.profileImageUrl}
            alt={sitter.fullName}
            fallback={{ kind: 'initials', name: sitter.fullName }}
            ratio={1}
            shape="circle"
            sizes="96px"
            eager
          />
        </Portrait>
        <Who>
          <Name>{sitter.fullName}</Name>
          <Text tone="muted">
            <Icon name="map-pin" size={14} /> {sitter.location}
          </Text>
          <ProviderRating provider={sitter} />
          <Facts>
            <dt>Experience</dt>
            <dd>{experienceLabel(sitter.yearsExperience)}</dd>
            <dt>Rate</dt>
            <dd>{formatRate(sitter.hourlyRate, country)}</dd>
            {bookable && (
              <>
                <dt>Next open day</dt>
                <dd>
                  <NextOpenDay sitterId={sitter.id} />
                </dd>
              </>
            )}
          </Facts>
        </Who>
        <Stack gap={2} align="flex-start">
          {bookable ? (
            <Button type="button" onClick={showRequest}>
              {careMessages.sendRequest}
            </Button>
          ) : (
            <Text tone="muted">This pet sitter does not take booking requests online yet.</Text>
          )}
          <ContactButton providerKind="sitter" providerId={sitter.id} providerName={sitter.fullName} size="md" />
        </Stack>
      </Header>
      <Sections>
        <FormSection title="About" level={2}>
          <Text>{sitter.bio || `${sitter.fullName} has not written a bio yet.`}</Text>
        </FormSection>
        <FormSection title="Services" level={2}>
          <ServiceBadges services={sitter.services} />
        </FormSection>
      </Sections>
      <FormSection title="Photos" level={2}>
        <PhotoGallery photos={sitter.photos} name={sitter.fullName} />
      </FormSection>
      <FormSection title="Reviews" level={2}>
        <ReviewList reviews={reviews} label={`Reviews of ${sitter.fullName}`} emptyText={careMessages.noReviews} />
      </FormSection>
      {bookable && (
        <div id={REQUEST_FORM_ID} ref={requestRef}>
          <FormSection title={careMessages.sendRequest} level={2}>
            <SitterRequestForm sitter={sitter} criteria={criteria} onSent={onSent} />
          </FormSection>
        </div>
      )}
    </Stack>
  );
}

/**
 * The sitter's first open day in their zone (their days off left out), from the calendar's own answer, so the
 * page and its request form ask once.
 */
function NextOpenDay({ sitterId }: { sitterId: string }) {
  const availability = useSitterAvailability(sitterId);
  if (!availability.data) return <>{availability.isError ? 'Not available right now' : 'Loading...'}</>;
  const [first] = availability.data.availableDates;
  return <>{first ? `${formatDay(first)} (${availability.data.timeZone})` : 'No open days in the next 90 days'}</>;
}
