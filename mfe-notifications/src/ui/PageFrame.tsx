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

/** A pet reports page: its one h1, an optional intro and actions, then the content. */
export function PageFrame({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Page>
      <Stack gap={6}>
        <Stack direction="row" gap={4} justify="space-between" align="flex-end" wrap>
          <Stack gap={2}>
            <Heading level={1}>{title}</Heading>
            {intro && <Text tone="muted">{intro}</Text>}
          </Stack>
          {actions}
        </Stack>
        {children}
      </Stack>
    </Page>
  );
}
