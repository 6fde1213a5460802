import { createLifecycles } from '@petpal/design-system';
import { NavbarApp } from './NavbarApp';

export const { bootstrap, mount, unmount } = createLifecycles('Navigation', NavbarApp);
