import styled, { css } from 'styled-components';
import type { Spacing } from '@petpal/design-system';

/** A list without bullets, one item under the other, `$gap` apart (2 by default). */
export const ColumnList = styled.ul<{ $gap?: Spacing }>`
  ${({ theme, $gap = 2 }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[$gap]};
  `}
`;

/** A column of order or cart lines (name and amount per row), long names wrapping. */
export const LineList = styled(ColumnList)`
  overflow-wrap: anywhere;
`;
