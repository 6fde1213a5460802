import { createLifecycles } from '@petpal/design-system';
import { ShopApp } from '../app/ShopApp';

export const { bootstrap, mount, unmount } = createLifecycles('Shop', ShopApp);
