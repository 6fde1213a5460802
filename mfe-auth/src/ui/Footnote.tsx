import styled, { css } from 'styled-components';

/** Small print under a form (account links, terms notice); its links keep the link colour. */
export const Footnote = styled.p<{ $small?: boolean }>`
  ${({ theme, $small }) => css`
    margin: 0;
    font-size: ${$small ? theme.fontSizes.sm : theme.fontSizes.md};
    text-align: center;
    color: ${theme.colors.textMuted};

    a {
      font-weight: ${theme.fontWeights.semibold};
      color: ${theme.colors.link};
    }
  `}
`;
