import { mountStandalone } from '@petpal/design-system';
import { NotificationsApp } from './app/NotificationsApp';

mountStandalone('Pet reports', NotificationsApp);
