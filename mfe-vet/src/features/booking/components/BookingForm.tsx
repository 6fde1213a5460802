import { useId, useReducer, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { OwnerAppointment, SessionUser, TimeSlot, VetSummary } from '@petpal/contracts';
import {
  BookingCalendar,
  bookingLoad,
  bookingSlotKey,
  Button,
  createAttemptKeys,
  FormFooter,
  FormSection,
  RadioGroup,
  SectionedForm,
  Stack,
  Text,
  TextArea,
  useToast,
  usePets,
  effectiveMethod,
  PaymentMethodField,
  paymentMethodMessages,
  usePaymentMethods,
  useErrorToast,
} from '@petpal/design-system';
import { NO_METHOD_FOR_TELECONSULTATION } from '../../../lib/payment/no-method';
import { useAvailability } from '../api/get-availability';
import { useBookAppointment } from '../api/book-appointment';
import { useSlots } from '../api/get-slots';
import { bookingErrorMessage, isMissingOwnerProfile, isSlotTaken } from '../booking-errors';
import { bookingInput, bookingReducer, initialBooking, missingForBooking, needsPayment } from '../booking-state';
import { vetCalendarText } from '../vet-calendar-text';
import { ContactMethodFields } from './ContactMethodFields';
import { PetSelect } from './PetSelect';
import { TeleconsultationDisclaimer } from './TeleconsultationDisclaimer';
import { VetIdentity } from './VetPortrait';

/** Spec section 8, word for word. */
export const bookedMessages = {
  title: 'Appointment Booked',
  inPerson: 'Your appointment request has been sent to the veterinarian.',
  teleconsultation:
    'Your teleconsultation appointment request has been sent. Payment will be automatically charged 24 hours before your appointment.',
} as const;
const PETS_LOAD_FAILED = 'Failed to load pets';

const Hint = styled(Text)`
  text-align: right;
`;

export interface BookingFormProps {
  vet: VetSummary;
  user: SessionUser;
  onCancel(): void;
  /** The booking went through: the caller moves on (to Payment Required when payment is due). */
  onBooked(appointment: OwnerAppointment): void;
}

/** The vet booking form, its sections in the spec's order (section 2). */
export function BookingForm({ vet, user, onCancel, onBooked }: BookingFormProps) {
  const [state, dispatch] = useReducer(bookingReducer, initialBooking);
  const [attemptKeys] = useState(createAttemptKeys);
  const hintId = useId();
  const { toast } = useToast();

  const tele = state.appointmentType === 'teleconsultation';
  const paying = needsPayment(state, vet.consultationFee);
  const availability = useAvailability(vet.id);
  const slots = useSlots(vet.id, state.date);
  const methods = usePaymentMethods(user.id, { enabled: paying && state.disclaimerAccepted, polling: 'while-empty' });
  const pets = usePets();
  const book = useBookAppointment();

  useErrorToast(availability, vetCalendarText.loadDatesFailed);
  useErrorToast(slots, vetCalendarText.loadSlotsFailed);
  useErrorToast(methods, paymentMethodMessages.failed);
  useErrorToast(pets, PETS_LOAD_FAILED, isMissingOwnerProfile);

  const method = effectiveMethod(methods.data?.methods ?? [], state.paymentMethodId);
  const context = {
    fee: vet.consultationFee,
    paymentMethodId: method?.id ?? null,
    holiday: slots.data?.holiday ?? false,
  };
  const missing = missingForBooking(state, context);

  function selectSlot(slot: TimeSlot) {
    dispatch({ type: 'slot', slot: { startTime: slot.startTime, endTime: slot.endTime, scheduleId: slot.scheduleId } });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { date, slot } = state;
    if (missing.length > 0 || !date || !slot || book.isPending) return;
    const input = bookingInput(vet.id, { ...state, date, slot }, context);
    book.mutate(
      { input, idempotencyKey: attemptKeys.keyFor(input) },
      {
        onSuccess: ({ appointment }) => {
          attemptKeys.settle();
          const dueLater = appointment.paymentRequired && appointment.paymentStatus === 'pending';
          toast({
            title: bookedMessages.title,
            description: dueLater ? bookedMessages.teleconsultation : bookedMessages.inPerson,
            variant: 'success',
          });
          onBooked(appointment);
        },
        onError: (error) => {
          attemptKeys.settle(error);
          toast({ title: 'Error', description: bookingErrorMessage(error), variant: 'error' });
          if (isSlotTaken(error)) dispatch({ type: 'slotTaken' });
        },
      },
    );
  }

  return (
    <SectionedForm onSubmit={submit} noValidate aria-label={`Book an appointment with ${vet.fullName}`}>
      <VetIdentity vet={vet} />
      <RadioGroup
        label="Appointment Type"
        name="appointment-type"
        options={[
          { value: 'in_person', label: 'In person', description: 'Visit the veterinarian at the clinic.' },
          { value: 'teleconsultation', label: 'Teleconsultation', description: 'Talk to the veterinarian online.' },
        ]}
        value={state.appointmentType}
        onChange={(value) => dispatch({ type: 'appointmentType', value: value as typeof state.appointmentType })}
      />
      {tele && (
        <TeleconsultationDisclaimer
          accepted={state.disclaimerAccepted}
          onChange={(accepted) => dispatch({ type: 'disclaimer', accepted })}
        />
      )}
      {paying && state.disclaimerAccepted && (
        <FormSection title="Payment Method">
          <PaymentMethodField
            methods={methods.data?.methods}
            loading={methods.isPending}
            failed={methods.isError}
            onRetry={() => void methods.refetch()}
            chosenId={state.paymentMethodId}
            onChoose={(id) => dispatch({ type: 'paymentMethod', id })}
            noneDescription={NO_METHOD_FOR_TELECONSULTATION}
          />
        </FormSection>
      )}
      <BookingCalendar
        availability={bookingLoad(availability)}
        date={state.date}
        onDateChange={(date) => dispatch({ type: 'date', date })}
        slots={bookingLoad(slots)}
        selectedSlot={state.slot && bookingSlotKey(state.slot)}
        onSlotChange={selectSlot}
        text={vetCalendarText}
        dayStepper
        holidayPick="toast"
      />
      {tele && (
        <ContactMethodFields
          method={state.contactMethod}
          link={state.contactLink}
          onMethodChange={(value) => dispatch({ type: 'contactMethod', value })}
          onLinkChange={(value) => dispatch({ type: 'contactLink', value })}
        />
      )}
      <PetSelect
        pets={pets.data?.pets}
        loading={pets.isPending}
        value={state.petId}
        onChange={(id) => dispatch({ type: 'pet', id })}
      />
      <TextArea
        label="Reason for Visit (optional)"
        value={state.reason}
        maxLength={1000}
        onChange={(event) => dispatch({ type: 'reason', value: event.target.value })}
      />
      <RadioGroup
        label="Preferred Contact Method"
        name="preferred-contact"
        options={[
          { value: 'phone', label: 'Phone' },
          { value: 'email', label: 'Email' },
        ]}
        value={state.preferredContact ?? ''}
        onChange={(value) => dispatch({ type: 'preferredContact', value: value as 'phone' | 'email' })}
      />
      <Stack gap={2}>
        <FormFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={book.isPending}
            disabled={missing.length > 0}
            aria-describedby={missing.length > 0 ? hintId : undefined}
          >
            Book Appointment
          </Button>
        </FormFooter>
        {missing.length > 0 && (
          <Hint id={hintId} tone="muted">
            {missing[0]}
          </Hint>
        )}
      </Stack>
    </SectionedForm>
  );
}
