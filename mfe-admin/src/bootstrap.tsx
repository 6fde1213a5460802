import { mountStandalone } from '@petpal/design-system';
import { AdminApp } from './app/AdminApp';

mountStandalone('Admin', AdminApp);
