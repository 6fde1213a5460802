import styled, { css } from 'styled-components';

/** A page section: its heading and content in a column (name it with aria-labelledby). */
export const Section = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[4]};
    min-width: 0;
  `}
`;
