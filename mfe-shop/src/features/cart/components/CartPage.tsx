import styled, { css } from 'styled-components';
import { shopMessages } from '@petpal/contracts';
import { Card, EmptyState, LoadingLine, RouterButtonLink, Stack, Text, Price } from '@petpal/design-system';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { useCart } from '../../../lib/cart/use-cart';
import { CartLineItem } from './CartLineItem';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Summary = styled(Card)`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[3]};
  `}
`;

export const CART_LOAD_FAILED = 'We could not load your cart. Please try again.';
/** Where a guest signs in before checking out (mfe-auth's ?next= return path). */
export const GUEST_CHECKOUT_PATH = `/login?${new URLSearchParams({ next: '/checkout' }).toString()}`;

/** /cart: the lines with quantity and Remove, the subtotal, and Proceed to checkout (a guest signs in first). */
export function CartPage() {
  const { cart, isLoading, error, retry, signedIn, setQuantity, remove } = useCart();

  let body;
  if (error) {
    body = <LoadFailedAlert title={CART_LOAD_FAILED} detail={error.message} onRetry={retry} />;
  } else if (isLoading || !cart) body = <LoadingLine message="Loading your cart..." />;
  else if (cart.lines.length === 0) {
    body = (
      <EmptyState
        title={shopMessages.cartEmpty}
        description="Find food, treats, toys and medicines for your pets."
        action={<RouterButtonLink to="/merchandise">Browse merchandise</RouterButtonLink>}
      />
    );
  } else {
    body = (
      <Stack gap={4}>
        <Lines aria-label="Cart items">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.product.id}
              line={line}
              onQuantity={(quantity) => setQuantity(line.product, quantity)}
              onRemove={() => remove(line.product)}
            />
          ))}
        </Lines>
        <Summary as="section" aria-label="Cart summary">
          <Stack gap={1}>
            <Text>
              Subtotal ({cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}):{' '}
              <strong>{cart.subtotal && <Price value={cart.subtotal} />}</strong>
            </Text>
            {!signedIn && <Text tone="muted">Log in to check out: your cart comes with you.</Text>}
          </Stack>
          <RouterButtonLink to={signedIn ? '/checkout' : GUEST_CHECKOUT_PATH}>Proceed to checkout</RouterButtonLink>
        </Summary>
      </Stack>
    );
  }

  return (
    <ShopPageFrame title="Your cart" pageTitle="Cart">
      {body}
    </ShopPageFrame>
  );
}
