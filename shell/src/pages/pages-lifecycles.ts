import { createLifecycles } from '@petpal/design-system';
import { PagesApp } from './PagesApp';

export const { bootstrap, mount, unmount } = createLifecycles('This page', PagesApp);
