import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system';
import { AutoshipOffer } from '../features/autoship/components/AutoshipOffer';
import { AutoshipSection } from '../features/autoship/components/AutoshipSection';
import { ProductPage, type ProductOffer } from '../features/catalogue/components/ProductPage';
import { OrdersPage } from '../features/orders/components/OrdersPage';
import type { Shelf } from '../lib/shelves';

const autoshipOffer: ProductOffer = (product, quantity) => <AutoshipOffer product={product} quantity={quantity} />;

/** A product page with the Autoship offer under Add to cart (features meet here, not in each other). */
export function ProductWithAutoshipPage({ shelf }: { shelf: Shelf }) {
  return <ProductPage shelf={shelf} offer={autoshipOffer} />;
}

/** /pharmas-orders with a pet owner's Autoships above the orders. */
export function OrdersWithAutoshipPage() {
  const user = useAtomValue(sessionUserAtom);
  return <OrdersPage above={<AutoshipSection enabled={user?.role === 'pet_owner'} />} />;
}
