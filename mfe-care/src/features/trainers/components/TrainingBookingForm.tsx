import { useState } from 'react';
import {
  CreateTrainingAppointmentInput,
  trainerMessages,
  TRAINING_SESSION_TYPES,
  trainingChargeOf,
  type OwnerTrainingAppointment,
  type SessionUser,
  type TrainerCard,
  type TrainingAppointmentType,
  type TrainingSessionType,
} from '@petpal/contracts';
import {
  Alert,
  ApiError,
  apiFieldErrors,
  BookingCalendar,
  bookingLoad,
  bookingSlotKey,
  Button,
  createAttemptKeys,
  effectiveMethod,
  FormFooter,
  FormSection,
  PaymentMethodField,
  paymentMethodMessages,
  RadioGroup,
  RouterButtonLink,
  SectionedForm,
  Select,
  Text,
  TextArea,
  useContractForm,
  useErrorToast,
  usePaymentMethods,
  usePets,
  useToast,
} from '@petpal/design-system';
import { petLabel } from '../../../lib/format';
import { PETS_LOAD_FAILED } from '../../../lib/request-errors';
import { useBookTraining } from '../api/book-training';
import { bookingErrorMessage } from '../training-errors';
import { initialTrainingDraft, placeErrors, trainingShape, trainingToast, type TrainingDraft } from '../training-form';
import { formatInr } from '../../../lib/training-format';
import { OnlineTrainingFields } from './OnlineTrainingFields';
import { useTrainerAvailability, useTrainerSlots } from '../api/trainer-calendar';
import { trainerCalendarText } from '../trainer-calendar-text';

/** Spec section 8: under "No Payment Method Found". */
const NO_METHOD_FOR_ONLINE_TRAINING = 'You need to add a payment method before booking an online training session.';

export interface TrainingBookingFormProps {
  trainer: TrainerCard;
  user: SessionUser;
  /** Where Cancel leads: the search the trainer was chosen from. */
  cancelHref: string;
  onBooked(appointment: OwnerTrainingAppointment): void;
}

/**
 * Spec section 5's trainer booking: one of the trainer's open sessions from their calendar (date, start and
 * end in the trainer's zone: decision 093), session type, pet, special instructions and in person or online; online adds the contact method and its number
 * or link, the disclaimer and the saved payment method the session is charged to.
 */
export function TrainingBookingForm({ trainer, user, cancelHref, onBooked }: TrainingBookingFormProps) {
  const [chosenMethodId, setChosenMethodId] = useState<string | null>(null);
  const [attemptKeys] = useState(createAttemptKeys);
  const { toast } = useToast();
  const form = useContractForm<typeof CreateTrainingAppointmentInput, TrainingDraft>(CreateTrainingAppointmentInput, {
    defaultValues: initialTrainingDraft,
    ...trainingShape(() => ({
      trainerId: trainer.id,
      paymentMethodId: effectiveMethod(methods.data?.methods ?? [], chosenMethodId)?.id ?? null,
    })),
    focusInForm: true,
  });
  const draft = form.watch();
  const online = draft.appointmentType === 'online_training';
  const pets = usePets();
  const methods = usePaymentMethods(user.id, { enabled: online, polling: 'while-empty' });
  const book = useBookTraining();
  // The day shown in the calendar: the session's date once a slot of it is chosen.
  const [date, setDate] = useState<string | null>(null);
  const availability = useTrainerAvailability(trainer.id);
  const slots = useTrainerSlots(trainer.id, date);
  useErrorToast(pets, PETS_LOAD_FAILED);
  useErrorToast(methods, paymentMethodMessages.failed);
  const errorOf = form.errorOf;

  function change(patch: Partial<TrainingDraft>) {
    for (const [name, value] of Object.entries(patch)) form.setField(name as keyof TrainingDraft, value as never);
  }

  const submit = form.onSubmit(
    (input) => {
      if (book.isPending) return;
      book.mutate(
        { input, idempotencyKey: attemptKeys.keyFor(input) },
        {
          onSuccess: ({ appointment }) => {
            attemptKeys.settle();
            toast({
              title: trainerMessages.bookedTitle,
              description:
                appointment.appointmentType === 'online_training'
                  ? trainerMessages.bookedOnline
                  : trainerMessages.bookedInPerson,
              variant: 'success',
            });
            onBooked(appointment);
          },
          onError: (error) => {
            attemptKeys.settle(error);
            const message = bookingErrorMessage(error);
            toast({ title: 'Error', description: message, variant: 'error' });
            form.showErrors(placeErrors(apiFieldErrors(error, message, message)));
            // A slot someone else took (or the trainer closed) is chosen again from the reloaded grid. Cleared
            // without a recheck: the API's words stay the message until the owner picks again.
            if (error instanceof ApiError && error.status === 409)
              for (const name of ['startTime', 'endTime', 'scheduleId'] as const) form.setValue(name, '');
          },
        },
      );
    },
    (errors) => toast({ ...trainingToast(errors), variant: 'error' }),
  );

  const petList = pets.data?.pets ?? [];
  return (
    <SectionedForm ref={form.ref} onSubmit={submit} noValidate aria-label={`Book a session with ${trainer.fullName}`}>
      <FormSection title="Session" level={2}>
        <RadioGroup
          label="Appointment Type"
          name="appointment-type"
          options={[
            { value: 'in_person', label: 'In person', description: 'Meet the trainer. Nothing to pay online.' },
            {
              value: 'online_training',
              label: 'Online',
              description: 'A video or voice call, charged to your saved payment method.',
            },
          ]}
          value={draft.appointmentType}
          error={errorOf('appointmentType')}
          onChange={(value) => change({ appointmentType: value as TrainingAppointmentType })}
        />
        <Select
          label="Session Type"
          placeholder="Choose a session type"
          options={TRAINING_SESSION_TYPES.map((value) => ({ value, label: value }))}
          value={draft.sessionType}
          error={errorOf('sessionType')}
          onChange={(event) => change({ sessionType: event.target.value as TrainingSessionType | '' })}
        />
      </FormSection>
      <BookingCalendar
        availability={bookingLoad(availability)}
        date={date}
        onDateChange={(picked) => {
          setDate(picked);
          change({ startTime: '', endTime: '', scheduleId: '' });
        }}
        slots={bookingLoad(slots)}
        selectedSlot={draft.scheduleId && draft.startTime ? bookingSlotKey(draft) : null}
        onSlotChange={(slot) =>
          change({
            appointmentDate: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            scheduleId: slot.scheduleId,
          })
        }
        text={trainerCalendarText}
        level={2}
        disabled={book.isPending}
        slotError={errorOf('appointmentDate') ?? errorOf('startTime') ?? errorOf('endTime') ?? errorOf('scheduleId')}
      />
      <FormSection title="Your pet" level={2}>
        <Select
          label="Pet (optional)"
          placeholder={pets.isPending ? 'Loading pets...' : 'No pet selected'}
          disabled={pets.isPending}
          options={petList.map((pet) => ({ value: pet.id, label: petLabel(pet) }))}
          value={draft.petId}
          error={errorOf('petId')}
          onChange={(event) => change({ petId: event.target.value })}
        />
        <TextArea
          label="Special Instructions (optional)"
          hint="Your goals for the session, your pet's habits, anything the trainer should avoid."
          maxLength={2000}
          value={draft.specialInstructions}
          error={errorOf('specialInstructions')}
          onChange={(event) => change({ specialInstructions: event.target.value })}
        />
      </FormSection>
      {online && (
        <FormSection title="Online session" level={2}>
          <OnlineTrainingFields
            draft={draft}
            errors={{
              contactMethod: errorOf('contactMethod'),
              contactLink: errorOf('contactLink'),
              disclaimerAccepted: errorOf('disclaimerAccepted'),
            }}
            onChange={change}
          />
        </FormSection>
      )}
      {online && (
        <FormSection title="Payment" level={2}>
          <Text>
            The session costs {formatInr(trainingChargeOf(trainer.hourlyRate))}, the trainer&rsquo;s hourly rate,
            charged only once the trainer accepts.
          </Text>
          <PaymentMethodField
            control="select"
            noneDescription={NO_METHOD_FOR_ONLINE_TRAINING}
            methods={methods.data?.methods}
            loading={methods.isPending}
            failed={methods.isError}
            onRetry={() => void methods.refetch()}
            chosenId={chosenMethodId}
            onChoose={(id) => {
              setChosenMethodId(id);
              form.clearErrors('paymentMethodId' as keyof TrainingDraft);
            }}
            error={errorOf('paymentMethodId')}
          />
        </FormSection>
      )}
      {form.formError && <Alert variant="error">{form.formError}</Alert>}
      <FormFooter>
        <RouterButtonLink to={cancelHref} variant="outline">
          Cancel
        </RouterButtonLink>
        <Button type="submit" loading={book.isPending}>
          Book Session
        </Button>
      </FormFooter>
    </SectionedForm>
  );
}
