import { createLifecycles } from '@petpal/design-system';
import { CareBookingsCard } from '../features/bookings/components/CareBookingsCard';

export const { bootstrap, mount, unmount } = createLifecycles('Care bookings', CareBookingsCard);
