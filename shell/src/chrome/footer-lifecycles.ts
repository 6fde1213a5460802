import { createBaseLifecycles } from '@petpal/design-system/core';
import { FooterApp } from './FooterApp';

export const { bootstrap, mount, unmount } = createBaseLifecycles('Footer', FooterApp);
