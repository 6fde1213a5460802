import styled, { css } from 'styled-components';

/** Typography for long reading: headings, paragraphs and lists with comfortable rhythm. */
export const Prose = styled.div`
  ${({ theme }) => css`
    color: ${theme.colors.text};
    line-height: 1.65;

    h2 {
      margin: ${theme.spacing[10]} 0 ${theme.spacing[3]};
      font-size: ${theme.fontSizes['2xl']};
      line-height: ${theme.lineHeights.tight};
    }

    h3 {
      margin: ${theme.spacing[6]} 0 ${theme.spacing[2]};
      font-size: ${theme.fontSizes.lg};
    }

    p,
    ul,
    ol {
      margin: 0 0 ${theme.spacing[4]};
    }

    ul,
    ol {
      padding-left: ${theme.spacing[6]};
    }

    li + li {
      margin-top: ${theme.spacing[2]};
    }

    a {
      color: ${theme.colors.link};
      text-underline-offset: 0.15em;
    }
  `}
`;

export const LastUpdated = styled.p`
  ${({ theme }) => css`
    margin: ${theme.spacing[2]} 0 ${theme.spacing[6]};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;
