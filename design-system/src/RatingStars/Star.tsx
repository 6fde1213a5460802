import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system/core';

const Box = styled.span`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.borderControl};
`;

const Filled = styled.span<{ $fill: number }>`
  ${({ theme, $fill }) => css`
    position: absolute;
    inset: 0 auto 0 0;
    width: ${$fill * 100}%;
    overflow: hidden;
    color: ${theme.colors.warning.solid};
  `}
`;

/** One star, filled from the left by `fill` (0 to 1). */
export function Star({ fill, size }: { fill: number; size: number }) {
  return (
    <Box aria-hidden="true">
      <Icon name="star" size={size} />
      {fill > 0 && (
        <Filled $fill={Math.min(fill, 1)}>
          <Icon name="star" size={size} fill="currentColor" />
        </Filled>
      )}
    </Box>
  );
}
