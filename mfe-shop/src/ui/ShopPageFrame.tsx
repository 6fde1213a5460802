import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Container, Heading, Stack, usePageTitle } from '@petpal/design-system';

/** The shop's full-width page column (catalogue, product, cart, checkout, orders). */
export const ShopPageContainer = styled(Container)`
  ${({ theme }) => css`
    padding-top: ${theme.spacing[6]};
    padding-bottom: ${theme.spacing[8]};
  `}
`;

export interface ShopPageFrameProps {
  title: string;
  /** The browser tab's name when it is not the heading ("Cart" for "Your cart"). */
  pageTitle?: string;
  children: ReactNode;
}

/** A shop page: its one h1, then the content (loading, sign-in, empty or the page itself). */
export function ShopPageFrame({ title, pageTitle, children }: ShopPageFrameProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <ShopPageContainer>
      <Stack gap={5}>
        <Heading level={1}>{title}</Heading>
        {children}
      </Stack>
    </ShopPageContainer>
  );
}
