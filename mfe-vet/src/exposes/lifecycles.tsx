import { createLifecycles } from '@petpal/design-system';
import { VetApp } from '../app/VetApp';

export const { bootstrap, mount, unmount } = createLifecycles('Vet booking', VetApp);
