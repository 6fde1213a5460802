import type { OwnerAppointment } from '@petpal/contracts';
import { Facts } from '@petpal/design-system';
import { appointmentTypeLabels, formatDay, petLabel, timeRange } from '../../../lib/format';

/** What an owner sees of an appointment (spec section 7's joined select): vet, pet, date, time, type. */
export function AppointmentFacts({ appointment, brief = false }: { appointment: OwnerAppointment; brief?: boolean }) {
  return (
    <Facts>
      {!brief && (
        <>
          <dt>Location</dt>
          <dd>{appointment.vet.location}</dd>
          <dt>Phone</dt>
          <dd>{appointment.vet.phoneNumber}</dd>
        </>
      )}
      <dt>Pet</dt>
      <dd>{appointment.pet ? petLabel(appointment.pet) : 'No pet selected'}</dd>
      <dt>Date</dt>
      <dd>{formatDay(appointment.date)}</dd>
      <dt>Time</dt>
      <dd>
        {timeRange(appointment.startTime, appointment.endTime)} ({appointment.timeZone})
      </dd>
      <dt>Type</dt>
      <dd>{appointmentTypeLabels[appointment.appointmentType]}</dd>
    </Facts>
  );
}
