import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Stack, Text, usePageTitle } from '@petpal/design-system';

// `&&` outranks the design system's own rules, whichever order the two bundles inject them in.
export const PageContainer = styled(Container)`
  ${({ theme }) => css`
    && {
      max-width: 72rem;
      padding-top: ${theme.spacing[10]};
      padding-bottom: ${theme.spacing[10]};
      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;

export interface PageFrameProps {
  title: string;
  intro?: ReactNode;
  /** A way back above the heading (the group above a post, the community above a group). */
  back?: ReactNode;
  /** Buttons beside the heading (wrapping under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A community page: its one h1, an intro line, actions, then the content. */
export function PageFrame({ title, intro, back, actions, children }: PageFrameProps) {
  usePageTitle(title);
  return (
    <PageContainer>
      <Stack gap={6}>
        <Stack gap={3}>
          {back}
          <Stack direction="row" gap={3} justify="space-between" align="flex-end" wrap>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Heading level={1} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Heading>
              {intro && <Text tone="muted">{intro}</Text>}
            </Stack>
            {actions && (
              <Stack direction="row" gap={2} wrap>
                {actions}
              </Stack>
            )}
          </Stack>
        </Stack>
        {children}
      </Stack>
    </PageContainer>
  );
}
