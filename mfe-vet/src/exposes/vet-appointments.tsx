import { createLifecycles } from '@petpal/design-system';
import { VetAppointmentsCard } from '../features/appointments/components/VetAppointmentsCard';

export const { bootstrap, mount, unmount } = createLifecycles('Vet appointments', VetAppointmentsCard);
