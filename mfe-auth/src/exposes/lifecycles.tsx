import { createLifecycles } from '@petpal/design-system';
import { AuthApp } from '../app/AuthApp';

export const { bootstrap, mount, unmount } = createLifecycles('Accounts', AuthApp);
