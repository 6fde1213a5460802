import { RouterButtonLink } from '@petpal/design-system';
import { paths } from '../lib/paths';
import { useCart } from '../lib/cart/use-cart';

/** The way to the cart from the shelves and product pages, with how many items it holds. */
export function CartLink() {
  const { cart } = useCart();
  const count = cart?.itemCount ?? 0;
  return (
    <RouterButtonLink to={paths.cart} variant="outline" size="sm">
      {count === 0 ? 'Cart' : `Cart (${count} ${count === 1 ? 'item' : 'items'})`}
    </RouterButtonLink>
  );
}
