import styled, { css } from 'styled-components';

export interface CountBadgeProps {
  count: number;
  /** What is counted, e.g. "unread notifications"; becomes the accessible name "3 unread notifications". */
  label?: string;
}

const Root = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 1.25rem;
    height: 1.25rem;
    padding: 0 0.3125rem;
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.bold};
    line-height: 1;
    color: ${theme.colors.destructive.onSolid};
    background: ${theme.colors.destructive.solid};
    border-radius: ${theme.radii.full};
  `}
`;

/** A count capped at "99+"; renders nothing for zero. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (count <= 0) return null;
  const text = count > 99 ? '99+' : String(count);
  return label ? (
    <Root role="img" aria-label={`${text} ${label}`}>
      {text}
    </Root>
  ) : (
    <Root>{text}</Root>
  );
}
