import { format, parseISO } from 'date-fns';
import styled, { css } from 'styled-components';
import type { VetReview } from '@petpal/contracts';
import { RatingStars, Text } from '@petpal/design-system';

/** Spec section 9: the review list is at most 15rem high and scrolls beyond. */
const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    max-height: 15rem;
    overflow-y: auto;
    margin: 0;
    padding: 0 ${theme.spacing[2]} 0 0;
    list-style: none;
  `}
`;

const Item = styled.li`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[1]};
    padding-bottom: ${theme.spacing[3]};
    border-bottom: 1px solid ${theme.colors.border};

    &:last-child {
      padding-bottom: 0;
      border-bottom: 0;
    }
  `}
`;

const Meta = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

/** A vet's reviews, newest first; "No reviews yet." without any (spec section 2). */
export function ReviewList({ reviews, label }: { reviews: readonly VetReview[]; label: string }) {
  if (reviews.length === 0) return <Text tone="muted">No reviews yet.</Text>;
  return (
    // Focusable so that a keyboard can scroll it.
    <List aria-label={label} tabIndex={0}>
      {reviews.map((review) => (
        <Item key={review.id}>
          <Meta>
            <RatingStars value={review.rating} />
            <span>
              {review.author} · {format(parseISO(review.createdAt), 'MMMM d, yyyy')}
            </span>
          </Meta>
          {review.feedback && <Text>{review.feedback}</Text>}
        </Item>
      ))}
    </List>
  );
}
