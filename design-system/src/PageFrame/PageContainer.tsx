import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Container } from '../Layout';

/** How wide a remote's page column runs: forms and profiles are narrow, lists and feeds wide. */
export type PageWidth = 'narrow' | 'regular' | 'wide';

const maxWidths: Record<PageWidth, string> = { narrow: '52rem', regular: '64rem', wide: '72rem' };

// `&&` outranks the Container's own rules, whichever order the bundles inject them in.
const Column = styled(Container)<{ $width: PageWidth }>`
  ${({ theme, $width }) => css`
    && {
      max-width: ${maxWidths[$width]};
      padding-top: ${theme.spacing[10]};
      padding-bottom: ${theme.spacing[10]};

      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;

export type PageContainerProps = { width?: PageWidth } & ComponentProps<'div'>;

/** A page's centred column with room above and below, for pages that lay out their own heading. */
export function PageContainer({ width = 'regular', ...rest }: PageContainerProps) {
  return <Column {...rest} $width={width} />;
}
