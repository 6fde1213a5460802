import styled, { css } from 'styled-components';

/**
 * A page's main column beside a narrower one (3 : 2) on larger screens, one column on phones (the main one
 * first): a listing beside what the viewer can do, a feed beside its settings.
 */
export const Columns = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${theme.spacing[8]};
    align-items: start;
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;
