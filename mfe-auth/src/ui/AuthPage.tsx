import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Card, Heading, Text, usePageTitle } from '@petpal/design-system';
import { PageContainer } from './PageContainer';

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
    <PageContainer $maxWidth="30rem">
      <Panel>
        <Intro>
          <Heading level={1}>{title}</Heading>
          {description && <Text tone="muted">{description}</Text>}
        </Intro>
        {children}
      </Panel>
    </PageContainer>
  );
}
