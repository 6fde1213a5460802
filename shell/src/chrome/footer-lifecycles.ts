import { createLifecycles } from '@petpal/design-system';
import { FooterApp } from './FooterApp';

export const { bootstrap, mount, unmount } = createLifecycles('Footer', FooterApp);
