import { createLifecycles } from '@petpal/design-system';
import { ShopCard } from '../features/orders/components/ShopCard';

export { ShopCard };
export const { bootstrap, mount, unmount } = createLifecycles('Your shop orders', ShopCard);
