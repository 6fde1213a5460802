import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { trainerMessages, type OwnerTrainingAppointment } from '@petpal/api/contracts';
import { Card, Heading, Icon, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { formatMoment, petLabel } from '../../../lib/format';
import { Facts } from '../../../ui/Facts';
import { paymentLabel, sessionKind, sessionWhen } from '../training-format';

const Mark = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3rem;
    height: 3rem;
    color: ${theme.colors.success.onSubtle};
    background: ${theme.colors.success.subtle};
    border-radius: ${theme.radii.full};
  `}
`;

const Title = styled(Heading)`
  &:focus {
    outline: none;
  }
`;

/**
 * The confirmation after a booking (spec section 8's "Training Session Booked", worded for in person or
 * online): what was booked and, online, until when the trainer can accept. Focus moves to its heading,
 * since the form is gone.
 */
export function SessionBookedScreen({ appointment }: { appointment: OwnerTrainingAppointment }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const online = appointment.appointmentType === 'online_training';
  const payment = paymentLabel(appointment);
  return (
    <Card>
      <Stack gap={4} align="flex-start">
        <Mark aria-hidden="true">
          <Icon name="check" size={24} />
        </Mark>
        <Title ref={heading} level={2} tabIndex={-1}>
          {trainerMessages.bookedTitle}
        </Title>
        <Text>{online ? trainerMessages.bookedOnline : trainerMessages.bookedInPerson}</Text>
        {appointment.expiresAt && (
          <Text tone="muted">
            {appointment.trainer.fullName} has until {formatMoment(appointment.expiresAt)} to accept. If they decline or
            do not answer, you are not charged. You can follow the session under Appointments.
          </Text>
        )}
        <Facts>
          <dt>Trainer</dt>
          <dd>{appointment.trainer.fullName}</dd>
          <dt>Session</dt>
          <dd>{appointment.sessionType}</dd>
          <dt>When</dt>
          <dd>{sessionWhen(appointment)}</dd>
          <dt>Type</dt>
          <dd>{sessionKind(appointment)}</dd>
          {appointment.pet && (
            <>
              <dt>Pet</dt>
              <dd>{petLabel(appointment.pet)}</dd>
            </>
          )}
          {payment && (
            <>
              <dt>Payment</dt>
              <dd>{payment}</dd>
            </>
          )}
        </Facts>
        <Stack direction="row" gap={3} wrap>
          <RouterButtonLink to="/appointments">View Appointments</RouterButtonLink>
          <RouterButtonLink to="/services" variant="outline">
            Go Back
          </RouterButtonLink>
        </Stack>
      </Stack>
    </Card>
  );
}
