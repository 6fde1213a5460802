import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Container, Heading, Text, usePageTitle } from '@petpal/design-system';

// `&&` outranks the design system's own rules, whichever order the two bundles inject them in.
const Page = styled(Container)`
  ${({ theme }) => css`
    && {
      max-width: 30rem;
      padding-top: ${theme.spacing[10]};
      padding-bottom: ${theme.spacing[10]};

      ${theme.media.mobile} {
        padding-top: ${theme.spacing[6]};
        padding-bottom: ${theme.spacing[6]};
      }
    }
  `}
`;

const Panel = styled(Card)`
  ${({ theme }) => css`
    && {
      gap: ${theme.spacing[5]};
      padding: ${theme.spacing[8]};

      ${theme.media.mobile} {
        padding: ${theme.spacing[5]} ${theme.spacing[4]};
      }
    }
  `}
`;

const Intro = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  text-align: center;
`;

export interface AuthPageProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The account pages' frame: one narrow card with the page's only h1. */
export function AuthPage({ title, description, children }: AuthPageProps) {
  usePageTitle(title);
  return (
    <Page>
      <Panel>
        <Intro>
          <Heading level={1}>{title}</Heading>
          {description && <Text tone="muted">{description}</Text>}
        </Intro>
        {children}
      </Panel>
    </Page>
  );
}
