import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { CountBadge, Icon, sessionUserAtom } from '@petpal/design-system/core';
import { PageLink } from '../../composition/PageLink';
import { navItemStyles } from './nav-styles';
import { useCartCount } from './use-cart-count';

const Link = styled(PageLink)`
  ${navItemStyles}
  position: relative;
  justify-content: center;
  /* A phone's tap target. */
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.spacing[2]};
`;

const Count = styled.span`
  position: absolute;
  top: 0;
  right: 0;
`;

/** "Cart, 3 items" (or "Cart"): the accessible name of the header's cart link. */
export const cartLinkLabel = (count: number | null) =>
  !count ? 'Cart' : `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;

/** The header's way to /cart with how many items it holds; the shop remote is not loaded for it. */
export function CartHeaderLink() {
  const user = useAtomValue(sessionUserAtom);
  const count = useCartCount(user);
  if (user === undefined) return null;
  return (
    <Link href="/cart" aria-label={cartLinkLabel(count)}>
      <Icon name="cart" size={24} />
      {count !== null && count > 0 && (
        <Count aria-hidden="true">
          <CountBadge count={count} />
        </Count>
      )}
    </Link>
  );
}
