import styled from 'styled-components';
import type { SitterCard } from '@petpal/contracts';
import { Badge, MetaRow, RatingStars } from '@petpal/design-system';
import { ratingLabel, reviewCountLabel } from '../lib/format';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A sitter's, trainer's or stylist's real rating (decision 078): stars and the average to 1 decimal with the
 * review count, or "New" for a provider nobody has rated yet.
 */
export function ProviderRating({ provider }: { provider: Pick<SitterCard, 'rating' | 'reviewCount'> }) {
  return (
    <MetaRow>
      {provider.rating !== null && <RatingStars value={provider.rating} />}
      {provider.rating === null ? (
        <Badge variant="info">{ratingLabel(null)}</Badge>
      ) : (
        <strong>{ratingLabel(provider.rating)}</strong>
      )}
      <Muted>({reviewCountLabel(provider.reviewCount)})</Muted>
    </MetaRow>
  );
}
