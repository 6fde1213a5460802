import { useState } from 'react';
import type { PracticeAppointment } from '@petpal/contracts';
import {
  CardList,
  FormSection,
  LoadingLine,
  useErrorToast,
  RetryAlert,
  Stack,
  Text,
  useToast,
} from '@petpal/design-system';
import { useDecideAppointment, type Decision } from '../api/decide-appointment';
import { usePracticeAppointments } from '../api/get-practice-appointments';
import { changeErrorMessage } from '../practice-format';
import { PracticeAppointmentItem } from './PracticeAppointmentItem';
import { VisitNotesDialog } from './VisitNotesDialog';

const LOAD_FAILED = 'Failed to load appointments. Please try again.';
const decided: Record<Decision, string> = { confirm: 'Appointment confirmed', cancel: 'Appointment cancelled' };

/** Incoming appointments to confirm or cancel, and past visits to write notes on. */
export function PracticeAppointmentsTab() {
  const upcoming = usePracticeAppointments('upcoming');
  const past = usePracticeAppointments('past');
  const decide = useDecideAppointment();
  const { toast } = useToast();
  const [notesFor, setNotesFor] = useState<PracticeAppointment | null>(null);
  useErrorToast(upcoming, LOAD_FAILED);
  useErrorToast(past, LOAD_FAILED);

  function onDecide(appointment: PracticeAppointment, decision: Decision) {
    decide.mutate(
      { id: appointment.id, decision },
      {
        onSuccess: () => toast({ title: decided[decision], variant: 'success' }),
        onError: (error) => toast({ title: 'Error', description: changeErrorMessage(error), variant: 'error' }),
      },
    );
  }

  return (
    <Stack gap={6}>
      <FormSection level={2} title="Upcoming">
        {upcoming.isPending && <LoadingLine message="Loading appointments..." />}
        {upcoming.isError && <RetryAlert message={LOAD_FAILED} onRetry={() => void upcoming.refetch()} />}
        {upcoming.data?.appointments.length === 0 && <Text tone="muted">No upcoming appointments.</Text>}
        {upcoming.data && upcoming.data.appointments.length > 0 && (
          <CardList aria-label="Upcoming appointments">
            {upcoming.data.appointments.map((appointment) => (
              <PracticeAppointmentItem
                key={appointment.id}
                appointment={appointment}
                busy={decide.isPending}
                onDecide={onDecide}
              />
            ))}
          </CardList>
        )}
      </FormSection>
      {/* After the upcoming ones are in: under their loading line it would move down when they arrive (decision 080). */}
      {!upcoming.isPending && (
        <FormSection level={2} title="Past visits">
          {past.isPending && <LoadingLine message="Loading appointments..." />}
          {past.data?.appointments.length === 0 && <Text tone="muted">No past visits yet.</Text>}
          {past.data && past.data.appointments.length > 0 && (
            <CardList aria-label="Past visits">
              {past.data.appointments.map((appointment) => (
                <PracticeAppointmentItem
                  key={appointment.id}
                  appointment={appointment}
                  busy={false}
                  onNotes={setNotesFor}
                />
              ))}
            </CardList>
          )}
        </FormSection>
      )}
      <VisitNotesDialog appointment={notesFor} onClose={() => setNotesFor(null)} />
    </Stack>
  );
}
