import styled from 'styled-components';
import type { SitterCard } from '@petpal/contracts';
import { Badge, MetaRow, RatingStars } from '@petpal/design-system';
import { ratingLabel, reviewCountLabel } from '../../../lib/format';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stars and the rating to 1 decimal with the review count, or "New" for a sitter nobody has rated yet. */
export function SitterRating({ sitter }: { sitter: Pick<SitterCard, 'rating' | 'reviewCount'> }) {
  return (
    <MetaRow>
      {sitter.rating !== null && <RatingStars value={sitter.rating} />}
      {sitter.rating === null ? (
        <Badge variant="info">{ratingLabel(null)}</Badge>
      ) : (
        <strong>{ratingLabel(sitter.rating)}</strong>
      )}
      <Muted>({reviewCountLabel(sitter.reviewCount)})</Muted>
    </MetaRow>
  );
}
