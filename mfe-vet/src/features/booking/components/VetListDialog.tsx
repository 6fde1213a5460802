import { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { OwnerAppointment, SessionUser, VetSummary } from '@petpal/contracts';
import { Button, Dialog, Icon, lazyScreen, RouterButtonLink, Spinner, Stack, Text } from '@petpal/design-system';
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

type Step = { kind: 'list' } | { kind: 'book'; vet: VetSummary } | { kind: 'pay'; appointment: OwnerAppointment };

const titles: Record<Step['kind'], string> = {
  list: 'Find a Veterinarian',
  book: 'Book an Appointment',
  pay: 'Payment Required',
};

export interface VetListDialogProps {
  open: boolean;
  onClose(): void;
  /** undefined while the session loads, null for a guest. */
  user: SessionUser | null | undefined;
}

/** The vet list dialog (spec section 2): search, then book the chosen vet, then pay when payment is due. */
export function VetListDialog({ open, onClose, user }: VetListDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const content = useRef<HTMLDivElement>(null);

  // A new step replaces what had focus: start again at its top.
  useEffect(() => {
    if (step.kind !== 'list') content.current?.focus();
  }, [step]);

  // Spec section 2: closing resets the selected vet.
  function close() {
    setStep({ kind: 'list' });
    onClose();
  }

  function booked(appointment: OwnerAppointment) {
    if (appointment.paymentRequired && appointment.paymentStatus === 'pending') setStep({ kind: 'pay', appointment });
    else close();
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={titles[step.kind]}
      description={step.kind === 'book' ? `${step.vet.fullName} · ${step.vet.specialization}` : undefined}
      size="lg"
    >
      <StepContent ref={content} tabIndex={-1}>
        {step.kind === 'list' && <VetSearch onBook={(vet) => setStep({ kind: 'book', vet })} />}
        {step.kind === 'book' && (
          <Stack gap={4}>
            <div>
              <Button type="button" variant="ghost" size="sm" onClick={() => setStep({ kind: 'list' })}>
                <Icon name="chevron-left" size={16} />
                Back to veterinarians
              </Button>
            </div>
            {user === undefined && <Spinner label="Checking your session" />}
            {user === null && (
              <Stack gap={3} align="flex-start">
                <Text>Log in to book an appointment with {step.vet.fullName}.</Text>
                <RouterButtonLink to="/login">Login</RouterButtonLink>
              </Stack>
            )}
            {user && (
              <Suspense fallback={<Spinner label="Loading the booking form" />}>
                <BookingForm
                  key={step.vet.id}
                  vet={step.vet}
                  user={user}
                  onCancel={() => setStep({ kind: 'list' })}
                  onBooked={booked}
                />
              </Suspense>
            )}
          </Stack>
        )}
        {step.kind === 'pay' && user && (
          <Suspense fallback={<Spinner label="Loading the payment step" />}>
            <PaymentRequired appointment={step.appointment} user={user} onClose={close} onPaid={close} />
          </Suspense>
        )}
      </StepContent>
    </Dialog>
  );
}
