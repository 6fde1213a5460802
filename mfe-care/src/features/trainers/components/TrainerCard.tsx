import styled, { css } from 'styled-components';
import type { TrainerCard as TrainerCardData } from '@petpal/contracts';
import { ContactButton, Facts, RouterButtonLink } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { trainerPageUrl } from '../../../lib/trainer-urls';
import { CardLine, ProviderCard } from '../../../ui/ProviderCard';
import { ProviderRating } from '../../../ui/ProviderRating';
import { ServiceBadges } from '../../../ui/ServiceBadges';

const Bio = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  `}
`;

export interface TrainerCardProps {
  trainer: TrainerCardData;
  /** The stored country, for the rate's currency symbol. */
  country: string;
}

/**
 * One trainer in the results (spec sections 2 and 9): name, location, the real rating or "New" (decision 078
 * replaces the spec's fixed "4.8 (24 reviews)"), years of experience, the hourly rate in ₹ (or $ for the US), the specializations, and the way to book: the
 * trainer's own page with their calendar (decision 101).
 */
export function TrainerCard({ trainer, country }: TrainerCardProps) {
  return (
    <ProviderCard
      name={trainer.fullName}
      avatar={{ src: trainer.profileImageUrl }}
      meta={
        <>
          <CardLine icon="map-pin">{trainer.location}</CardLine>
          <ProviderRating provider={trainer} />
        </>
      }
      actions={
        <>
          <RouterButtonLink
            to={trainerPageUrl(trainer.id)}
            size="sm"
            aria-label={`Book a Session with ${trainer.fullName}`}
          >
            Book a Session
          </RouterButtonLink>
          <ContactButton providerKind="trainer" providerId={trainer.id} providerName={trainer.fullName} />
        </>
      }
    >
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(trainer.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(trainer.hourlyRate, country)}</dd>
      </Facts>
      <ServiceBadges label="Specializations" services={trainer.specializations} />
      {trainer.bio && <Bio>{trainer.bio}</Bio>}
    </ProviderCard>
  );
}
