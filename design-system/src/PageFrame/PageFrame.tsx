import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Stack, Text } from '../Layout';
import { usePageTitle } from '../platform/use-page-title';
import { PageContainer, type PageWidth } from './PageContainer';

export interface PageFrameProps {
  title: string;
  /** The browser tab's name when it is not the heading (a sitter's profile is named after the sitter). */
  pageTitle?: string;
  intro?: ReactNode;
  /** A way back above the heading (the group above a post). */
  back?: ReactNode;
  /** Buttons beside the heading (wrapping under it on phones). */
  actions?: ReactNode;
  width?: PageWidth;
  children: ReactNode;
}

const TitleBlock = styled(Stack)`
  min-width: 0;
`;

const Title = styled(Heading)`
  overflow-wrap: anywhere;
`;

/** A remote's page: an optional way back, its one h1 with an intro line and actions, then the content. */
export function PageFrame({ title, pageTitle, intro, back, actions, width, children }: PageFrameProps) {
  usePageTitle(pageTitle ?? title);
  const titleBlock = (
    <TitleBlock gap={2}>
      <Title level={1}>{title}</Title>
      {intro && <Text tone="muted">{intro}</Text>}
    </TitleBlock>
  );
  const headingRow = actions ? (
    <Stack direction="row" gap={3} justify="space-between" align="flex-end" wrap>
      {titleBlock}
      <Stack direction="row" gap={2} wrap>
        {actions}
      </Stack>
    </Stack>
  ) : (
    titleBlock
  );
  return (
    <PageContainer width={width}>
      <Stack gap={6}>
        {back ? (
          <Stack gap={3}>
            {back}
            {headingRow}
          </Stack>
        ) : (
          headingRow
        )}
        {children}
      </Stack>
    </PageContainer>
  );
}
