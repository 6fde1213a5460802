import { createLifecycles } from '@petpal/design-system';
import { PetReportsCard } from '../features/reports/components/PetReportsCard';

export const { bootstrap, mount, unmount } = createLifecycles('Lost and found pets', PetReportsCard);
