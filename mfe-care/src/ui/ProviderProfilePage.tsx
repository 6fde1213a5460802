import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import type { MessageProviderKind, NextAvailable, SessionUser, SitterReview, StylistCard } from '@petpal/contracts';
import {
  ApiError,
  Avatar,
  Card,
  ContactButton,
  Facts,
  FormSection,
  Icon,
  LoadingLine,
  locationAtom,
  PageFrame,
  RetryAlert,
  ReviewList,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
  useErrorToast,
} from '@petpal/design-system';
import { careMessages } from '@petpal/contracts';
import { experienceLabel, formatDay, formatRate } from '../lib/format';
import { ProviderRating } from './ProviderRating';
import { ServiceBadges } from './ServiceBadges';
import { SessionGate } from './SessionGate';

/** What a provider's page shows of them: a trainer's and a stylist's card have these fields. */
export type ProfiledProvider = Pick<
  StylistCard,
  | 'id'
  | 'fullName'
  | 'profileImageUrl'
  | 'location'
  | 'rating'
  | 'reviewCount'
  | 'yearsExperience'
  | 'hourlyRate'
  | 'bio'
  | 'timeZone'
> & { specializations: readonly string[] };

/** The page's answer: the provider, their first open time and their newest reviews. */
export interface ProviderProfile {
  provider: ProfiledProvider;
  nextAvailable: NextAvailable;
  reviews: readonly SitterReview[];
}

/** The provider's load, as react-query answers it. */
export interface ProviderLoad<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  refetch(): unknown;
}

export interface ProviderProfilePageProps<T> {
  kind: Extract<MessageProviderKind, 'trainer' | 'stylist'>;
  /** "Pet Trainer": the page's title until the provider is loaded. */
  noun: string;
  load: ProviderLoad<T>;
  /** The answer as the page shows it. */
  select(data: T): ProviderProfile;
  messages: { guest: string; loading: string; notFound: string; loadFailed: string };
  /** The search: "All pet trainers" above the page, "Find a Trainer" when the id is unknown. */
  search: { to: string; backLabel: string; findLabel: string };
  servicesLabel?: string;
  bookTitle: string;
  /** The confirmation once booked, shown instead of the page. */
  booked: ReactNode;
  /** The booking form, with the provider's calendar. */
  renderBooking(user: SessionUser): ReactNode;
}

/** Unknown or malformed ids (the API answers 404 or 400) read as a provider we cannot find. */
const isUnknown = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** "December 4, 2026, 10:00 (Asia/Kolkata)", or that nothing is open in the booking window. */
function nextOpenLabel({ provider, nextAvailable }: ProviderProfile): string {
  return nextAvailable
    ? `${formatDay(nextAvailable.date)}, ${nextAvailable.startTime} (${provider.timeZone})`
    : 'No open times in the next 30 days';
}

/**
 * One provider page (issue 18 item 4, decision 101) for trainers and stylists, at its own address: photo or
 * initials, location, rating or New, experience, price per hour, next open time in the provider's zone,
 * services, Contact, bio, the newest reviews, and the booking form with the provider's calendar; then the
 * confirmation.
 */
export function ProviderProfilePage<T>({
  load,
  select,
  noun,
  messages,
  search,
  booked,
  ...page
}: ProviderProfilePageProps<T>) {
  const user = useAtomValue(sessionUserAtom);
  const profile = load.data === undefined ? undefined : select(load.data);
  const name = profile?.provider.fullName ?? noun;
  useErrorToast(load, messages.loadFailed, isUnknown);

  return (
    <PageFrame title={name} pageTitle={name}>
      <SessionGate user={user} guestMessage={messages.guest}>
        {(signedIn) =>
          booked ?? (
            <>
              {load.isPending && <LoadingLine message={messages.loading} />}
              {load.isError && isUnknown(load.error) && (
                <Stack gap={3} align="flex-start">
                  <Text>{messages.notFound}</Text>
                  <RouterButtonLink to={search.to}>{search.findLabel}</RouterButtonLink>
                </Stack>
              )}
              {load.isError && !isUnknown(load.error) && (
                <RetryAlert message={messages.loadFailed} onRetry={() => void load.refetch()} />
              )}
              {profile && <ProfileBody profile={profile} search={search} user={signedIn} {...page} />}
            </>
          )
        }
      </SessionGate>
    </PageFrame>
  );
}

type BodyProps = Pick<
  ProviderProfilePageProps<unknown>,
  'kind' | 'search' | 'servicesLabel' | 'bookTitle' | 'renderBooking'
> & { profile: ProviderProfile; user: SessionUser };

function ProfileBody({ profile, kind, search, servicesLabel, bookTitle, renderBooking, user }: BodyProps) {
  const { provider, reviews } = profile;
  const { country } = useAtomValue(locationAtom);
  return (
    <Stack gap={6}>
      <div>
        <RouterButtonLink to={search.to} variant="ghost" size="sm">
          <Icon name="chevron-left" size={16} />
          {search.backLabel}
        </RouterButtonLink>
      </div>
      <Card>
        <Stack direction="row" gap={4} wrap align="flex-start">
          <Avatar name={provider.fullName} src={provider.profileImageUrl} size="lg" />
          <Stack gap={2}>
            <Text tone="muted">
              <Icon name="map-pin" size={14} /> {provider.location}
            </Text>
            <ProviderRating provider={provider} />
            <Facts>
              <dt>Experience</dt>
              <dd>{experienceLabel(provider.yearsExperience)}</dd>
              <dt>Rate</dt>
              <dd>{formatRate(provider.hourlyRate, country)}</dd>
              <dt>Next available</dt>
              <dd>{nextOpenLabel(profile)}</dd>
            </Facts>
            <ServiceBadges label={servicesLabel} services={provider.specializations} />
            <div>
              <ContactButton providerKind={kind} providerId={provider.id} providerName={provider.fullName} />
            </div>
          </Stack>
        </Stack>
      </Card>
      <FormSection title="About" level={2}>
        <Text>{provider.bio || `${provider.fullName} has not written a bio yet.`}</Text>
      </FormSection>
      <FormSection title="Reviews" level={2}>
        <ReviewList reviews={reviews} label={`Reviews of ${provider.fullName}`} emptyText={careMessages.noReviews} />
      </FormSection>
      <FormSection title={bookTitle} level={2}>
        {renderBooking(user)}
      </FormSection>
    </Stack>
  );
}
