import styled, { css } from 'styled-components';

/** An unstyled list whose items stand in a column, a small gap apart (a thread's messages). */
export const ColumnList = styled.ol`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;
