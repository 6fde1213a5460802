import { useEffect, useRef } from 'react';
import { stylistMessages, type StylingAppointment } from '@petpal/api/contracts';
import { Alert, Button, Card, CardBody, Heading, RouterButtonLink, Stack } from '@petpal/design-system';
import { formatDay, timeRange } from '../../../lib/format';
import { Facts } from '../../../ui/Facts';

export interface StylingBookedScreenProps {
  appointment: StylingAppointment;
  onBookAnother(): void;
}

/**
 * The confirmation after a booking: what, with whom, when, and where to follow it. Focus moves to its
 * heading, since the dialog and the button that opened it are gone.
 */
export function StylingBookedScreen({ appointment, onBookAnother }: StylingBookedScreenProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <CardBody>
        <Stack gap={4} align="flex-start">
          <Heading ref={heading} level={2} tabIndex={-1}>
            {stylistMessages.bookedTitle}
          </Heading>
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
              {formatDay(appointment.date)}, {timeRange(appointment.startTime, appointment.endTime)} (
              {appointment.timeZone})
            </dd>
            {appointment.petName && (
              <>
                <dt>Pet</dt>
                <dd>{appointment.petName}</dd>
              </>
            )}
          </Facts>
          <Stack direction="row" gap={3} wrap>
            <RouterButtonLink to="/appointments">View Appointments</RouterButtonLink>
            <Button type="button" variant="outline" onClick={onBookAnother}>
              Book Another
            </Button>
          </Stack>
        </Stack>
      </CardBody>
    </Card>
  );
}
