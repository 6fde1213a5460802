import { createLifecycles } from '@petpal/design-system';
import { DashboardShopCard } from '../app/DashboardShopCard';

export const { bootstrap, mount, unmount } = createLifecycles('Your shop', DashboardShopCard);
