import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { careMessages, REQUEST_EXPIRY_HOURS, type OwnerBookingRequest } from '@petpal/api/contracts';
import { Card, Heading, Icon, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { petLabel, scheduleSummary, serviceLabel } from '../../../lib/format';
import { Facts } from '../../../ui/Facts';

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
 * The thank-you screen after a request (spec section 2): what was asked, who answers by when, and "Go Back"
 * to /services. Focus moves to its heading, since the dialog and the button that opened it are gone.
 */
export function RequestSentScreen({ request }: { request: OwnerBookingRequest }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <Stack gap={4} align="flex-start">
        <Mark aria-hidden="true">
          <Icon name="check" size={24} />
        </Mark>
        <Title ref={heading} level={2} tabIndex={-1}>
          {careMessages.requestSent}
        </Title>
        <Text>
          Thank you! {request.sitter.fullName} has {REQUEST_EXPIRY_HOURS} hours to answer. We will notify you when they
          do, and you can follow the request under Appointments.
        </Text>
        <Facts>
          <dt>Service</dt>
          <dd>{serviceLabel(request.serviceType)}</dd>
          <dt>When</dt>
          <dd>
            {scheduleSummary(request)} ({request.timeZone})
          </dd>
          <dt>Pets</dt>
          <dd>{request.selectedPets.map(petLabel).join(', ')}</dd>
        </Facts>
        <Stack direction="row" gap={3} wrap>
          <RouterButtonLink to="/services">Go Back</RouterButtonLink>
          <RouterButtonLink to="/appointments" variant="outline">
            View Appointments
          </RouterButtonLink>
        </Stack>
      </Stack>
    </Card>
  );
}
