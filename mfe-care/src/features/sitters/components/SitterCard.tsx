import styled, { css } from 'styled-components';
import { careMessages, SITTER_CARD_SERVICES, type SitterCard as SitterCardData } from '@petpal/api/contracts';
import { Avatar, Button, Card, Icon, RouterButtonLink } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { Facts } from '../../../ui/Facts';
import { ServiceBadges, SitterRating } from './SitterHighlights';

const Item = styled(Card).attrs({ as: 'li' })`
  ${({ theme }) => css`
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
    min-width: 0;
  `}
`;

const Header = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    min-width: 0;
  `}
`;

const Name = styled.h3`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};
    overflow-wrap: anywhere;
  `}
`;

const Place = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: ${theme.spacing[1]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;

    svg {
      flex-shrink: 0;
    }
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin-top: auto;
  `}
`;

export interface SitterCardProps {
  sitter: SitterCardData;
  /** The stored country, for the rate's currency symbol. */
  country: string;
  /** The profile's address, the search criteria included. */
  profileHref: string;
  onRequest(sitter: SitterCardData): void;
  onViewPhotos(sitter: SitterCardData): void;
}

/**
 * One sitter in the results (spec section 2): avatar or initials, location, rating or "New", reviews,
 * experience, three services and "+N more", the rate per hour, and the three actions.
 */
export function SitterCard({ sitter, country, profileHref, onRequest, onViewPhotos }: SitterCardProps) {
  const photos = `View Photos (${sitter.photos.length})`;
  return (
    <Item aria-label={sitter.fullName}>
      <Header>
        <Avatar name={sitter.fullName} src={sitter.profileImageUrl} size="lg" />
        <div>
          <Name>{sitter.fullName}</Name>
          <Place>
            <Icon name="map-pin" size={14} />
            {sitter.location}
          </Place>
        </div>
      </Header>
      <SitterRating sitter={sitter} />
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(sitter.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(sitter.hourlyRate, country)}</dd>
      </Facts>
      <ServiceBadges services={sitter.services} limit={SITTER_CARD_SERVICES} />
      <Actions>
        <Button
          type="button"
          size="sm"
          onClick={() => onRequest(sitter)}
          aria-label={`${careMessages.sendRequest} to ${sitter.fullName}`}
        >
          {careMessages.sendRequest}
        </Button>
        <RouterButtonLink
          to={profileHref}
          size="sm"
          variant="outline"
          aria-label={`${careMessages.viewDetails} of ${sitter.fullName}`}
        >
          {careMessages.viewDetails}
        </RouterButtonLink>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onViewPhotos(sitter)}
          aria-label={`${photos} of ${sitter.fullName}`}
        >
          {photos}
        </Button>
      </Actions>
    </Item>
  );
}
