import { careMessages, SITTER_CARD_SERVICES, type SitterCard as SitterCardData } from '@petpal/contracts';
import { Button, ContactButton, Facts, RouterButtonLink } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { CardLine, ProviderCard } from '../../../ui/ProviderCard';
import { ServiceBadges } from '../../../ui/ServiceBadges';
import { ProviderRating } from '../../../ui/ProviderRating';

export interface SitterCardProps {
  sitter: SitterCardData;
  /** The stored country, for the rate's currency symbol. */
  country: string;
  /** The profile's address, the search criteria included. */
  profileHref: string;
  /** The sitter's page at its request form (decision 107: one way in, as for trainers and stylists). */
  requestHref: string;
  onViewPhotos(sitter: SitterCardData): void;
}

/**
 * One sitter in the results (spec section 2): avatar or initials, location, rating or "New", reviews,
 * experience, three services and "+N more", the rate per hour, and the three actions.
 */
export function SitterCard({ sitter, country, profileHref, requestHref, onViewPhotos }: SitterCardProps) {
  const photos = `View Photos (${sitter.photos.length})`;
  return (
    <ProviderCard
      name={sitter.fullName}
      avatar={{ src: sitter.profileImageUrl }}
      meta={<CardLine icon="map-pin">{sitter.location}</CardLine>}
      actions={
        <>
          <RouterButtonLink to={requestHref} size="sm" aria-label={`${careMessages.sendRequest} to ${sitter.fullName}`}>
            {careMessages.sendRequest}
          </RouterButtonLink>
          <RouterButtonLink
            to={profileHref}
            size="sm"
            variant="outline"
            aria-label={`${careMessages.viewDetails} of ${sitter.fullName}`}
          >
            {careMessages.viewDetails}
          </RouterButtonLink>
          <ContactButton providerKind="sitter" providerId={sitter.id} providerName={sitter.fullName} variant="ghost" />
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => onViewPhotos(sitter)}
            aria-label={`${photos} of ${sitter.fullName}`}
          >
            {photos}
          </Button>
        </>
      }
    >
      <ProviderRating provider={sitter} />
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(sitter.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(sitter.hourlyRate, country)}</dd>
      </Facts>
      <ServiceBadges services={sitter.services} limit={SITTER_CARD_SERVICES} />
    </ProviderCard>
  );
}
