import { useId } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@petpal/design-system/core';
import { Star } from './Star';

export interface RatingStarsProps {
  value: number;
  max?: number;
  /** Makes the stars a radio group the user can rate with. */
  onChange?(value: number): void;
  /** Accessible name of the interactive group; default "Rating". */
  label?: string;
}

const Row = styled.span`
  display: inline-flex;
  gap: 0.125rem;
`;

const Choice = styled.label`
  ${({ theme }) => css`
    display: inline-flex;
    border-radius: ${theme.radii.sm};
    cursor: pointer;

    &:has(input:focus-visible) {
      outline: 3px solid ${theme.colors.focusRing};
      outline-offset: 1px;
    }
  `}
`;

function stepsUpTo(max: number): number[] {
  return Array.from({ length: max }, (_, index) => index + 1);
}

/** Read-only it is an image named "Rated 4.5 out of 5"; with onChange, a radio group of stars. */
export function RatingStars({ value, max = 5, onChange, label = 'Rating' }: RatingStarsProps) {
  const name = useId();
  if (!onChange) {
    return (
      <Row role="img" aria-label={`Rated ${Number(value.toFixed(1))} out of ${max}`}>
        {stepsUpTo(max).map((step) => (
          <Star key={step} size={18} fill={value - step + 1} />
        ))}
      </Row>
    );
  }
  return (
    <Row role="radiogroup" aria-label={label}>
      {stepsUpTo(max).map((step) => (
        <Choice key={step}>
          <VisuallyHidden
            as="input"
            type="radio"
            name={name}
            value={step}
            checked={value === step}
            onChange={() => onChange(step)}
          />
          <Star size={28} fill={step <= value ? 1 : 0} />
          <VisuallyHidden>{step === 1 ? '1 star' : `${step} stars`}</VisuallyHidden>
        </Choice>
      ))}
    </Row>
  );
}
