import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  Badge,
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  EmptyState,
  LoadingLine,
  RetryAlert,
  sessionUserAtom,
  useErrorToast,
} from '@petpal/design-system';
import { formatDay, statusBadges, statusLabels, timeRange } from '../../../lib/format';
import { PracticeCard } from './PracticeCard';
import { useAppointments } from '../api/get-appointments';
import { appointmentMessages } from '../appointment-messages';

/** How many visits the dashboard card lists; the rest are on /appointments. */
export const DASHBOARD_VISITS = 3;

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Item = styled.li`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[2]} 0;
    border-bottom: 1px solid ${theme.colors.border};

    &:last-child {
      border-bottom: 0;
    }
  `}
`;

const Visit = styled.span`
  ${({ theme }) => css`
    display: grid;

    span {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }
  `}
`;

/** The /dashboard parcel: an owner's next vet visits; a vet gets the way to their practice. */
export function UpcomingVisitsCard() {
  const user = useAtomValue(sessionUserAtom);
  if (user?.role === 'veterinary_doctor') return <PracticeCard />;
  return <OwnerVisits />;
}

function OwnerVisits() {
  const upcoming = useAppointments('upcoming');
  useErrorToast(upcoming, appointmentMessages.loadFailed);
  const visits = upcoming.data?.appointments.slice(0, DASHBOARD_VISITS) ?? [];
  return (
    <Card data-remote="mfe-vet">
      <CardTitle>Upcoming vet visits</CardTitle>
      <CardBody>
        {upcoming.isPending && <LoadingLine message="Loading appointments..." />}
        {upcoming.isError && (
          <RetryAlert message={appointmentMessages.loadFailed} onRetry={() => void upcoming.refetch()} />
        )}
        {upcoming.data && visits.length === 0 && (
          <EmptyState
            title="No upcoming vet visits"
            description="Book a veterinarian and your visits will show here."
            action={
              <ButtonLink href="/services/book-a-vet" variant="outline" size="sm">
                Find a Veterinarian
              </ButtonLink>
            }
          />
        )}
        {visits.length > 0 && (
          <List aria-label="Upcoming vet visits">
            {visits.map((visit) => (
              <Item key={visit.id}>
                <Visit>
                  <strong>{visit.vet.fullName}</strong>
                  <span>
                    {formatDay(visit.date)}, {timeRange(visit.startTime, visit.endTime)}
                  </span>
                </Visit>
                <Badge variant={statusBadges[visit.status]}>{statusLabels[visit.status]}</Badge>
              </Item>
            ))}
          </List>
        )}
      </CardBody>
      {visits.length > 0 && (
        <CardFooter>
          <ButtonLink href="/appointments" variant="outline" size="sm">
            View All Appointments
          </ButtonLink>
          <ButtonLink href="/dashboard/pet-visit-notes" variant="ghost" size="sm">
            Pet Visit Notes
          </ButtonLink>
        </CardFooter>
      )}
    </Card>
  );
}
