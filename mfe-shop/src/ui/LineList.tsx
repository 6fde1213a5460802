import styled, { css } from 'styled-components';

/** A column of order or cart lines (name and amount per row), long names wrapping. */
export const LineList = styled.ul`
  ${({ theme }) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    overflow-wrap: anywhere;
  `}
`;
