import { createLifecycles } from '@petpal/design-system';
import { NotificationsApp } from '../app/NotificationsApp';

export const { bootstrap, mount, unmount } = createLifecycles('Pet reports', NotificationsApp);
