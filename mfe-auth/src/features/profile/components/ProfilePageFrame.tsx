import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Stack, Text, usePageTitle } from '@petpal/design-system';

const Page = styled(Container)`
  ${({ theme }) => css`
    max-width: 52rem;
    padding-top: ${theme.spacing[10]};
    padding-bottom: ${theme.spacing[10]};

    ${theme.media.mobile} {
      padding-top: ${theme.spacing[6]};
      padding-bottom: ${theme.spacing[6]};
    }
  `}
`;

export interface ProfilePageFrameProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The profile pages' column: the page's only h1, a line of intro, then the content. */
export function ProfilePageFrame({ title, description, children }: ProfilePageFrameProps) {
  usePageTitle(title);
  return (
    <Page>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading level={1}>{title}</Heading>
          {description && <Text tone="muted">{description}</Text>}
        </Stack>
        {children}
      </Stack>
    </Page>
  );
}
