import { createLifecycles } from '@petpal/design-system';
import { NotificationBell } from '../features/bell/components/NotificationBell';

export const { bootstrap, mount, unmount } = createLifecycles('Notifications', NotificationBell);
