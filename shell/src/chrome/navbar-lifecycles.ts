import { createBaseLifecycles } from '@petpal/design-system/core';
import { NavbarApp } from './NavbarApp';

export const { bootstrap, mount, unmount } = createBaseLifecycles('Navigation', NavbarApp);
