import { createLifecycles } from '@petpal/design-system';
import { AdminApp } from '../app/AdminApp';

export const { bootstrap, mount, unmount } = createLifecycles('Admin', AdminApp);
