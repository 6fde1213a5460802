import styled, { css } from 'styled-components';

/** Centres page content at up to 1200px wide with side padding. */
export const Container = styled.div`
  ${({ theme }) => css`
    width: 100%;
    max-width: 75rem;
    margin: 0 auto;
    padding: 0 ${theme.spacing[6]};

    ${theme.media.mobile} {
      padding: 0 ${theme.spacing[4]};
    }
  `}
`;
