import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OwnerAppointment } from '@petpal/contracts';
import {
  ButtonLink,
  Card,
  CardBody,
  CardList,
  CardTitle,
  Dialog,
  EmptyState,
  FormSection,
  LoadingLine,
  RetryAlert,
  sessionUserAtom,
  Stack,
  useToast,
  useErrorToast,
} from '@petpal/design-system';
import { PaymentRequired } from '../../../lib/payment/components/PaymentRequired';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useAppointments } from '../api/get-appointments';
import { appointmentMessages, cancelErrorMessage } from '../appointment-messages';
import { PracticeCard } from './PracticeCard';
import { CancelAppointmentDialog } from './CancelAppointmentDialog';
import { PastAppointmentItem } from './PastAppointmentItem';
import { RateAppointmentDialog } from './RateAppointmentDialog';
import { UpcomingAppointmentItem } from './UpcomingAppointmentItem';

/** The /appointments parcel: an owner's pending and confirmed vet appointments, then past ones to rate. */
export function VetAppointmentsCard() {
  const user = useAtomValue(sessionUserAtom);
  if (user?.role === 'veterinary_doctor') return <PracticeCard />;
  return <OwnerAppointments />;
}

function OwnerAppointments() {
  const user = useAtomValue(sessionUserAtom);
  const upcoming = useAppointments('upcoming');
  const past = useAppointments('past');
  // Both lists show together: the past ones arriving first would be pushed down by the upcoming (decision 080).
  const settling = upcoming.isPending || past.isPending;
  const cancel = useCancelAppointment();
  const { toast } = useToast();
  const [cancelling, setCancelling] = useState<OwnerAppointment | null>(null);
  const [paying, setPaying] = useState<OwnerAppointment | null>(null);
  const [rating, setRating] = useState<OwnerAppointment | null>(null);
  useErrorToast(upcoming, appointmentMessages.loadFailed);
  useErrorToast(past, appointmentMessages.loadFailed);

  function confirmCancel() {
    if (!cancelling) return;
    cancel.mutate(cancelling.id, {
      onSuccess: () =>
        toast({
          title: appointmentMessages.cancelledTitle,
          description: appointmentMessages.cancelled,
          variant: 'success',
        }),
      onError: (error) => toast({ title: 'Error', description: cancelErrorMessage(error), variant: 'error' }),
      onSettled: () => setCancelling(null),
    });
  }

  return (
    <Card data-remote="mfe-vet">
      <CardTitle>Vet appointments</CardTitle>
      <CardBody>
        <Stack gap={6}>
          <FormSection title="Upcoming" level={4}>
            {settling && <LoadingLine message="Loading appointments..." />}
            {!settling && upcoming.isError && (
              <RetryAlert message={appointmentMessages.loadFailed} onRetry={() => void upcoming.refetch()} />
            )}
            {!settling && upcoming.data?.appointments.length === 0 && (
              <EmptyState
                title="No vet appointments"
                description="Your pending and confirmed vet appointments will show here."
                action={
                  <ButtonLink href="/services/book-a-vet" variant="outline" size="sm">
                    Book a Vet
                  </ButtonLink>
                }
              />
            )}
            {!settling && upcoming.data && upcoming.data.appointments.length > 0 && (
              <CardList aria-label="Upcoming vet appointments">
                {upcoming.data.appointments.map((appointment) => (
                  <UpcomingAppointmentItem
                    key={appointment.id}
                    appointment={appointment}
                    onCancel={setCancelling}
                    onPay={setPaying}
                  />
                ))}
              </CardList>
            )}
          </FormSection>
          {!settling && past.data && past.data.appointments.length > 0 && (
            <FormSection title="Past appointments" level={4}>
              <CardList aria-label="Past vet appointments">
                {past.data.appointments.map((appointment) => (
                  <PastAppointmentItem key={appointment.id} appointment={appointment} onRate={setRating} />
                ))}
              </CardList>
            </FormSection>
          )}
        </Stack>
      </CardBody>
      <CancelAppointmentDialog
        appointment={cancelling}
        cancelling={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
      <RateAppointmentDialog appointment={rating} onClose={() => setRating(null)} />
      <Dialog
        open={paying !== null && Boolean(user)}
        onClose={() => setPaying(null)}
        title="Payment Required"
        size="md"
      >
        {paying && user && (
          <PaymentRequired
            appointment={paying}
            user={user}
            onClose={() => setPaying(null)}
            onPaid={() => setPaying(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}
