import styled, { css } from 'styled-components';

/** Cards that remotes render into a page, two abreast on wide screens. */
export const ParcelGrid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
    gap: ${theme.spacing[6]};
    align-items: start;
  `}
`;
