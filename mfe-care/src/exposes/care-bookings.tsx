import { createLifecycles } from '@petpal/design-system';
import { CareBookingsCard } from '../app/CareBookingsCard';

export const { bootstrap, mount, unmount } = createLifecycles('Care bookings', CareBookingsCard);
