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
  /** Beside the heading (wrapping under it on a phone): the cart link. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A shop page: its one h1, then the content (loading, sign-in, empty or the page itself). */
export function ShopPageFrame({ title, pageTitle, actions, children }: ShopPageFrameProps) {
  usePageTitle(pageTitle ?? title);
  return (
    <ShopPageContainer>
      <Stack gap={5}>
        {actions ? (
          <Stack direction="row" gap={3} align="center" justify="space-between" wrap>
            <Heading level={1}>{title}</Heading>
            {actions}
          </Stack>
        ) : (
          <Heading level={1}>{title}</Heading>
        )}
        {children}
      </Stack>
    </ShopPageContainer>
  );
}
