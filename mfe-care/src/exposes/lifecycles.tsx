import { createLifecycles } from '@petpal/design-system';
import { CareApp } from '../app/CareApp';

export const { bootstrap, mount, unmount } = createLifecycles('Pet care', CareApp);
