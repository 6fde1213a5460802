import { createLifecycles } from '@petpal/design-system';
import { UpcomingVisitsCard } from '../features/appointments/components/UpcomingVisitsCard';

export const { bootstrap, mount, unmount } = createLifecycles('Upcoming vet visits', UpcomingVisitsCard);
