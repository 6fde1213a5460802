import { createBaseLifecycles } from '@petpal/design-system/core';
import { LandingApp } from './LandingApp';

export const { bootstrap, mount, unmount } = createBaseLifecycles('This page', LandingApp);
