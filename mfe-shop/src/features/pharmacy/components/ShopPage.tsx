import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Stack, Text, usePageTitle } from '@petpal/design-system';

// `&&` outranks the design system's own rules, whichever order the two bundles inject them in.
const Page = styled(Container)`
  ${({ theme }) => css`
    && {
      max-width: 64rem;
      padding-top: ${theme.spacing[10]};
      padding-bottom: ${theme.spacing[10]};

      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;

/** A pharmacy or supplier page: its one h1, an intro line, then the content. */
export function ShopPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Page>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading level={1}>{title}</Heading>
          {intro && <Text tone="muted">{intro}</Text>}
        </Stack>
        {children}
      </Stack>
    </Page>
  );
}
