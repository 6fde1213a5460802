import type { ReactNode } from 'react';
import { Heading, usePageTitle } from '@petpal/design-system';
import { PageContainer } from '../layout/PageContainer';
import { LastUpdated, Prose } from '../layout/Prose';

const lastUpdated = 'November 22, 2026';

/** A legal page: its title, the date it last changed and its sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PageContainer $narrow>
      <Heading level={1}>{title}</Heading>
      <LastUpdated>Last updated: {lastUpdated}</LastUpdated>
      <Prose>{children}</Prose>
    </PageContainer>
  );
}
