import type { StylistCard as StylistCardData } from '@petpal/contracts';
import { ContactButton, Facts, RouterButtonLink, Text } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { stylistPageUrl } from '../../../lib/stylist-urls';
import { CardLine, ProviderCard } from '../../../ui/ProviderCard';
import { ProviderRating } from '../../../ui/ProviderRating';
import { ServiceBadges } from '../../../ui/ServiceBadges';

export interface StylistCardProps {
  stylist: StylistCardData;
  /** The stored country, for the rate's currency symbol (spec section 9). */
  country: string | null | undefined;
  /** The service searched for: the stylist's page chooses it up front. */
  service?: string;
}

/**
 * One stylist of the search list (spec section 2): who, where, the real rating or "New" (decision 078, not
 * the spec's fixed "4.9 (18 reviews)"), experience, rate, services and bio, and the way to book: the
 * stylist's own page with the booking calendar (decision 101).
 */
export function StylistCard({ stylist, country, service = '' }: StylistCardProps) {
  return (
    <ProviderCard
      name={stylist.fullName}
      avatar={{ src: stylist.profileImageUrl }}
      meta={
        <>
          <CardLine icon="map-pin">{stylist.location}</CardLine>
          <ProviderRating provider={stylist} />
        </>
      }
      actions={
        <>
          <RouterButtonLink
            to={stylistPageUrl(stylist.id, service)}
            size="sm"
            aria-label={`Book Appointment with ${stylist.fullName}`}
          >
            Book Appointment
          </RouterButtonLink>
          <ContactButton providerKind="stylist" providerId={stylist.id} providerName={stylist.fullName} />
        </>
      }
    >
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(stylist.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(stylist.hourlyRate, country)}</dd>
      </Facts>
      <ServiceBadges services={stylist.specializations} />
      {stylist.bio && <Text>{stylist.bio}</Text>}
    </ProviderCard>
  );
}
