import { createLifecycles } from '@petpal/design-system';
import { CommunityApp } from '../app/CommunityApp';

export const { bootstrap, mount, unmount } = createLifecycles('Community', CommunityApp);
