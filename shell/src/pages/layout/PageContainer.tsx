import styled, { css } from 'styled-components';
import { Container } from '@petpal/design-system';

/** A page's content column with room above and below; `$narrow` suits long reading. */
export const PageContainer = styled(Container)<{ $narrow?: boolean }>`
  ${({ theme, $narrow }) => css`
    padding-top: ${theme.spacing[10]};
    padding-bottom: ${theme.spacing[10]};
    ${$narrow && 'max-width: 50rem;'}

    ${theme.media.mobile} {
      padding-top: ${theme.spacing[6]};
      padding-bottom: ${theme.spacing[6]};
    }
  `}
`;

export const PageIntro = styled.p`
  ${({ theme }) => css`
    max-width: 40rem;
    margin: ${theme.spacing[2]} 0 ${theme.spacing[8]};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  `}
`;
