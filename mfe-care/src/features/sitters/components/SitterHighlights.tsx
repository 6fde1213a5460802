import styled, { css } from 'styled-components';
import type { SitterCard } from '@petpal/api/contracts';
import { Badge, RatingStars } from '@petpal/design-system';
import { ratingLabel, reviewCountLabel } from '../../../lib/format';

const Row = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
  `}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BadgeList = styled.ul`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/** Stars and the rating to 1 decimal with the review count, or "New" for a sitter nobody has rated yet. */
export function SitterRating({ sitter }: { sitter: Pick<SitterCard, 'rating' | 'reviewCount'> }) {
  return (
    <Row>
      {sitter.rating !== null && <RatingStars value={sitter.rating} />}
      {sitter.rating === null ? (
        <Badge variant="info">{ratingLabel(null)}</Badge>
      ) : (
        <strong>{ratingLabel(sitter.rating)}</strong>
      )}
      <Muted>({reviewCountLabel(sitter.reviewCount)})</Muted>
    </Row>
  );
}

export interface ServiceBadgesProps {
  services: readonly string[];
  /** Show at most this many, then "+N more" (spec section 9: a card shows 3); every one by default. */
  limit?: number;
}

/** The sitter's services as badges. */
export function ServiceBadges({ services, limit = services.length }: ServiceBadgesProps) {
  const shown = services.slice(0, limit);
  const more = services.length - shown.length;
  return (
    <BadgeList aria-label="Services">
      {shown.map((service) => (
        <li key={service}>
          <Badge variant="neutral">{service}</Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="neutral">+{more} more</Badge>
        </li>
      )}
    </BadgeList>
  );
}
