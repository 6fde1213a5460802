import { stylistMessages, type StylingAppointment } from '@petpal/contracts';
import { Alert, Button, Facts, RouterButtonLink } from '@petpal/design-system';
import { formatDay, timeRange } from '../../../lib/format';
import { DoneScreen } from '../../../ui/DoneScreen';

export interface StylingBookedScreenProps {
  appointment: StylingAppointment;
  onBookAnother(): void;
}

/** The confirmation after a booking: what, with whom, when, and where to follow it. */
export function StylingBookedScreen({ appointment, onBookAnother }: StylingBookedScreenProps) {
  return (
    <DoneScreen
      title={stylistMessages.bookedTitle}
      actions={
        <>
          <RouterButtonLink to="/appointments">View Appointments</RouterButtonLink>
          <Button type="button" variant="outline" onClick={onBookAnother}>
            Book Another
          </Button>
        </>
      }
    >
      <Alert variant="success">{stylistMessages.booked}</Alert>
      <Facts>
        <dt>Service</dt>
        <dd>{appointment.serviceType}</dd>
        <dt>Stylist</dt>
        <dd>
          {appointment.stylistName}, {appointment.stylistLocation}
        </dd>
        <dt>When</dt>
        <dd>
          {formatDay(appointment.date)}, {timeRange(appointment.startTime, appointment.endTime)} ({appointment.timeZone}
          )
        </dd>
        {appointment.petName && (
          <>
            <dt>Pet</dt>
            <dd>{appointment.petName}</dd>
          </>
        )}
      </Facts>
    </DoneScreen>
  );
}
