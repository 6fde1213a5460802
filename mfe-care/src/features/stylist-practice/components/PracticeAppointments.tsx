import { useState } from 'react';
import { stylistMessages, type StylingAppointment } from '@petpal/contracts';
import { CardList, FormSection, LoadingLine, RetryAlert, Stack, Text, useErrorToast } from '@petpal/design-system';
import { StylingAppointmentItem } from '../../../ui/StylingAppointmentItem';
import { useStylistAppointments } from '../api/stylist-practice-api';
import { CancelWithReasonDialog } from './CancelWithReasonDialog';

type Scope = 'upcoming' | 'past';

const titles: Record<Scope, string> = { upcoming: 'Upcoming', past: 'Past and cancelled' };
const empty: Record<Scope, string> = {
  upcoming: 'No upcoming appointments. New bookings from pet owners show here.',
  past: 'No past appointments yet.',
};

/** Who booked the stylist: upcoming appointments (soonest first, with Cancel) and past or cancelled ones. */
export function PracticeAppointments() {
  const [cancelling, setCancelling] = useState<StylingAppointment | null>(null);
  return (
    <Stack gap={6}>
      <AppointmentsSection scope="upcoming" onCancel={setCancelling} />
      <AppointmentsSection scope="past" />
      <CancelWithReasonDialog appointment={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}

function AppointmentsSection({ scope, onCancel }: { scope: Scope; onCancel?(appointment: StylingAppointment): void }) {
  const appointments = useStylistAppointments(scope);
  useErrorToast(appointments, stylistMessages.loadAppointmentsFailed);
  const list = appointments.data?.appointments;
  return (
    <FormSection level={2} title={titles[scope]}>
      {appointments.isPending && <LoadingLine message="Loading appointments..." />}
      {appointments.isError && !appointments.data && (
        <RetryAlert message={stylistMessages.loadAppointmentsFailed} onRetry={() => void appointments.refetch()} />
      )}
      {list?.length === 0 && <Text tone="muted">{empty[scope]}</Text>}
      {list && list.length > 0 && (
        <CardList aria-label={`${titles[scope]} appointments`}>
          {list.map((appointment) => (
            <StylingAppointmentItem
              key={appointment.id}
              appointment={appointment}
              viewer="stylist"
              level={3}
              onCancel={onCancel}
            />
          ))}
        </CardList>
      )}
    </FormSection>
  );
}
