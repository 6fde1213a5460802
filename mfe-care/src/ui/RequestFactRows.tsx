import type { OwnerBookingRequest } from '@petpal/contracts';
import { petLabel, scheduleSummary, serviceLabel } from '../lib/format';

/** The rows of an owner's request's Facts: the service, when (in its time zone), the pets. */
export function RequestFactRows({ request }: { request: OwnerBookingRequest }) {
  return (
    <>
      <dt>Service</dt>
      <dd>{serviceLabel(request.serviceType)}</dd>
      <dt>When</dt>
      <dd>
        {scheduleSummary(request)} ({request.timeZone})
      </dd>
      <dt>Pets</dt>
      <dd>{request.selectedPets.map(petLabel).join(', ')}</dd>
    </>
  );
}
