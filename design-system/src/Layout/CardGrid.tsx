import styled, { css } from 'styled-components';

/** A list of cards in as many 16rem-or-wider columns as fit (one on phones); each card in an `<li>`. */
export const CardGrid = styled.ul`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
    gap: ${theme.spacing[4]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;
