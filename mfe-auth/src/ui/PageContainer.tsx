import styled, { css } from 'styled-components';
import { Container } from '@petpal/design-system';

/**
 * An account page's column: at most `$maxWidth` wide, with room above and below (less on phones).
 * `&&` outranks the design system's own rules, whichever order the two bundles inject them in.
 */
export const PageContainer = styled(Container)<{ $maxWidth: string }>`
  ${({ theme, $maxWidth }) => css`
    && {
      max-width: ${$maxWidth};
      padding-top: ${theme.spacing[10]};
      padding-bottom: ${theme.spacing[10]};

      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;
