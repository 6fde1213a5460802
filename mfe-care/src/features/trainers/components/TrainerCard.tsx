import styled, { css } from 'styled-components';
import type { TrainerCard as TrainerCardData } from '@petpal/api/contracts';
import { Avatar, Badge, Card, Icon, RouterButtonLink } from '@petpal/design-system';
import { experienceLabel, formatRate } from '../../../lib/format';
import { Facts } from '../../../ui/Facts';
import { TRAINER_RATING_PLACEHOLDER } from '../training-format';

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

const Line = styled.p`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: ${theme.spacing[1]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;

    svg {
      flex-shrink: 0;
    }

    strong {
      color: ${theme.colors.text};
    }
  `}
`;

const Badges = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Bio = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  `}
`;

const Actions = styled.div`
  margin-top: auto;
`;

export interface TrainerCardProps {
  trainer: TrainerCardData;
  /** The stored country, for the rate's currency symbol. */
  country: string;
  /** The booking step's address for this trainer, the search included. */
  bookHref: string;
}

/**
 * One trainer in the results (spec sections 2 and 9): name, location, the fixed placeholder rating, years of
 * experience, the hourly rate in ₹ (or $ for the US), the specializations, and the way to book.
 */
export function TrainerCard({ trainer, country, bookHref }: TrainerCardProps) {
  return (
    <Item aria-label={trainer.fullName}>
      <Header>
        <Avatar name={trainer.fullName} src={trainer.profileImageUrl} size="lg" />
        <div>
          <Name>{trainer.fullName}</Name>
          <Line>
            <Icon name="map-pin" size={14} />
            {trainer.location}
          </Line>
          <Line>
            <Icon name="star" size={14} />
            <strong>{TRAINER_RATING_PLACEHOLDER.rating}</strong> ({TRAINER_RATING_PLACEHOLDER.reviews})
          </Line>
        </div>
      </Header>
      <Facts>
        <dt>Experience</dt>
        <dd>{experienceLabel(trainer.yearsExperience)}</dd>
        <dt>Rate</dt>
        <dd>{formatRate(trainer.hourlyRate, country)}</dd>
      </Facts>
      <Badges aria-label="Specializations">
        {trainer.specializations.map((specialization) => (
          <li key={specialization}>
            <Badge variant="neutral">{specialization}</Badge>
          </li>
        ))}
      </Badges>
      {trainer.bio && <Bio>{trainer.bio}</Bio>}
      <Actions>
        <RouterButtonLink to={bookHref} size="sm" aria-label={`Book a Session with ${trainer.fullName}`}>
          Book a Session
        </RouterButtonLink>
      </Actions>
    </Item>
  );
}
