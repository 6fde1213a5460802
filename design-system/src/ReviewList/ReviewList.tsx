import styled, { css } from 'styled-components';
import { MetaRow, Text } from '../Layout';
import { RatingStars } from '../RatingStars';
import { formatLongDate } from '../format/long-date';

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

/** What a review list shows of one review: a vet's and a sitter's reviews both have this shape. */
export interface Review {
  id: string;
  rating: number;
  author: string;
  /** An ISO instant, shown as "November 20, 2026". */
  createdAt: string;
  feedback: string;
}

export interface ReviewListProps {
  reviews: readonly Review[];
  /** The list's accessible name, e.g. "Reviews of Asha Rao". */
  label: string;
  /** What stands instead of an empty list (the spec words it per provider). */
  emptyText: string;
}

/** Reviews, newest first, with stars, author and date (spec section 2); `emptyText` without any. */
export function ReviewList({ reviews, label, emptyText }: ReviewListProps) {
  if (reviews.length === 0) return <Text tone="muted">{emptyText}</Text>;
  return (
    // Focusable so that a keyboard can scroll it.
    <List aria-label={label} tabIndex={0}>
      {reviews.map((review) => (
        <Item key={review.id}>
          <MetaRow tone="muted">
            <RatingStars value={review.rating} />
            <span>
              {review.author} · {formatLongDate(review.createdAt)}
            </span>
          </MetaRow>
          {review.feedback && <Text>{review.feedback}</Text>}
        </Item>
      ))}
    </List>
  );
}
