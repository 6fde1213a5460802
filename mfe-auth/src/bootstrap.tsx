import { mountStandalone } from '@petpal/design-system';
import { AuthApp } from './app/AuthApp';

mountStandalone('Accounts', AuthApp);
