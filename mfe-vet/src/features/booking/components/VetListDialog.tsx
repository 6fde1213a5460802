import { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { vetMessages, type OwnerAppointment, type SessionUser, type VetSummary } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  Dialog,
  Icon,
  lazyScreen,
  RetryAlert,
  RouterButtonLink,
  Spinner,
  Stack,
  Text,
  useAddressState,
} from '@petpal/design-system';
import { rememberVet, useVet } from '../api/get-vet';
import { closedDialog, vetBooking, vetDialogCodec, vetList } from '../vet-dialog-address';
import { VetSearch } from './VetSearch';

// The page opens on the vet list: the booking form (calendar, slots, pets, date-fns) and the payment step load when
// a signed-in owner reaches them (decision 088).
const BookingForm = lazyScreen(() => import('./BookingForm'), 'BookingForm');
const PaymentRequired = lazyScreen(() => import('../../../lib/payment/components/PaymentRequired'), 'PaymentRequired');

const StepContent = styled.div`
  &:focus {
    outline: none;
  }
`;

export const VET_LOAD_FAILED = 'Failed to load this veterinarian. Please try again.';

export interface VetListDialogProps {
  /** undefined while the session loads, null for a guest. */
  user: SessionUser | null | undefined;
}

/**
 * The vet list dialog (spec section 2): search, then book the chosen vet, then pay when payment is due.
 * Where it is lives in the address (vet-dialog-address.ts): Back returns to the list and closes it, a
 * reload reopens the same vet, a vet can be linked. Only the payment step, which follows a booking just
 * made, is held in memory.
 */
export function VetListDialog({ user }: VetListDialogProps) {
  const [place, setPlace] = useAddressState(vetDialogCodec);
  const [paying, setPaying] = useState<OwnerAppointment | null>(null);
  const queryClient = useQueryClient();
  const content = useRef<HTMLDivElement>(null);
  const vetId = place.view === 'vet' ? place.vetId : null;
  const vet = useVet(vetId);
  const chosen = vet.data?.vet;

  // A new step replaces what had focus: start again at its top.
  useEffect(() => {
    if (vetId !== null || paying) content.current?.focus();
  }, [vetId, paying]);

  // Spec section 2: closing resets the selected vet.
  function close() {
    setPaying(null);
    setPlace(closedDialog);
  }

  function choose(vet: VetSummary) {
    rememberVet(queryClient, vet);
    setPlace(vetBooking(vet.id));
  }

  function booked(appointment: OwnerAppointment) {
    if (appointment.paymentRequired && appointment.paymentStatus === 'pending') setPaying(appointment);
    else close();
  }

  if (paying && user)
    return (
      <Dialog open onClose={close} title="Payment Required" size="lg">
        <StepContent ref={content} tabIndex={-1}>
          <Suspense fallback={<Spinner label="Loading the payment step" />}>
            <PaymentRequired appointment={paying} user={user} onClose={close} onPaid={close} />
          </Suspense>
        </StepContent>
      </Dialog>
    );
  return (
    <Dialog
      open={place.view !== 'closed'}
      onClose={close}
      title={vetId === null ? 'Find a Veterinarian' : 'Book an Appointment'}
      description={vetId !== null && chosen ? `${chosen.fullName} · ${chosen.specialization}` : undefined}
      size="lg"
    >
      <StepContent ref={content} tabIndex={-1}>
        {vetId === null ? (
          <VetSearch onBook={choose} />
        ) : (
          <VetBooking vet={vet} user={user} onList={() => setPlace(vetList)} onBooked={booked} />
        )}
      </StepContent>
    </Dialog>
  );
}

interface VetBookingProps {
  vet: ReturnType<typeof useVet>;
  user: SessionUser | null | undefined;
  onList(): void;
  onBooked(appointment: OwnerAppointment): void;
}

/** One vet's booking, from the list or from a link: the form, or why it cannot be shown. */
function VetBooking({ vet: query, user, onList, onBooked }: VetBookingProps) {
  const vet = query.data?.vet;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Stack gap={4}>
      <div>
        <Button type="button" variant="ghost" size="sm" onClick={onList}>
          <Icon name="chevron-left" size={16} />
          Back to veterinarians
        </Button>
      </div>
      {query.isPending && <Spinner label="Loading veterinarian" />}
      {missing && <Alert variant="warning">{vetMessages.vetNotFound}</Alert>}
      {query.isError && !missing && <RetryAlert message={VET_LOAD_FAILED} onRetry={() => void query.refetch()} />}
      {vet && user === undefined && <Spinner label="Checking your session" />}
      {vet && user === null && (
        <Stack gap={3} align="flex-start">
          <Text>Log in to book an appointment with {vet.fullName}.</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      )}
      {vet && user && (
        <Suspense fallback={<Spinner label="Loading the booking form" />}>
          <BookingForm key={vet.id} vet={vet} user={user} onCancel={onList} onBooked={onBooked} />
        </Suspense>
      )}
    </Stack>
  );
}
