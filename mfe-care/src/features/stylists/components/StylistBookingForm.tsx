import { useState } from 'react';
import {
  BookStylingInput,
  stylistMessages,
  type StylingAppointment,
  type StylistCard,
  type StylistService,
} from '@petpal/contracts';
import {
  Alert,
  ApiError,
  BookingCalendar,
  bookingLoad,
  bookingSlotKey,
  createAttemptKeys,
  Select,
  Stack,
  TextArea,
  useToast,
  apiFieldErrors,
  useContractForm,
  usePets,
  useErrorToast,
  FormButtons,
} from '@petpal/design-system';
import { isForbidden, refusalMessage } from '../../../lib/api-errors';
import { petLabel } from '../../../lib/format';
import { useBookStyling, useStylistAvailability, useStylistSlots } from '../api/stylists-api';
import { stylistCalendarText } from '../stylist-calendar-text';

export interface StylistBookingFormProps {
  stylist: StylistCard;
  /** The service the owner searched for: chosen up front when the stylist offers it. */
  preferredService?: StylistService | '';
  onBooked(appointment: StylingAppointment): void;
  onCancel(): void;
}

/** What the form holds: the chosen slot by its key, a blank pet for none. */
interface BookingValues {
  serviceType: string;
  date: string | null;
  slot: string | null;
  petId: string;
  specialInstructions: string;
}

function firstService(stylist: StylistCard, preferred: string): string {
  if (preferred && stylist.specializations.includes(preferred)) return preferred;
  return stylist.specializations.length === 1 ? (stylist.specializations[0] as string) : '';
}

/**
 * Spec sections 2 and 5: service, date, slot (all three required), pet and special instructions, then Book
 * Appointment. The appointment is confirmed at once (spec section 4).
 */
export function StylistBookingForm({ stylist, preferredService = '', onBooked, onCancel }: StylistBookingFormProps) {
  const [attemptKeys] = useState(createAttemptKeys);
  const form = useContractForm<typeof BookStylingInput, BookingValues>(BookStylingInput, {
    defaultValues: {
      serviceType: firstService(stylist, preferredService),
      date: null,
      slot: null,
      petId: '',
      specialInstructions: '',
    },
    toInput: (values) => {
      const chosen = slotOf(values.slot);
      return {
        stylistId: stylist.id,
        date: values.date,
        startTime: chosen?.startTime,
        scheduleId: chosen?.scheduleId,
        serviceType: values.serviceType,
        petId: values.petId || null,
        specialInstructions: values.specialInstructions,
      };
    },
    // A missing date or slot gets its own words, once, under the calendar or the slots.
    refine: (values) => ({
      ...(!values.date && { date: stylistMessages.date }),
      ...(values.date && !slotOf(values.slot) && { slot: stylistMessages.slot }),
    }),
    // The chosen slot's parts: their messages are the slot field's, not the form's.
    context: { startTime: undefined, scheduleId: undefined },
    focusInForm: true,
  });
  const date = form.watch('date');
  const slotKey = form.watch('slot');
  const availability = useStylistAvailability(stylist.id);
  const slots = useStylistSlots(stylist.id, date);
  const pets = usePets();
  const book = useBookStyling();
  const { toast } = useToast();
  useErrorToast(availability, stylistMessages.loadDatesFailed);
  useErrorToast(slots, stylistMessages.loadSlotsFailed);
  useErrorToast(pets, 'Failed to load pets', isForbidden);

  function slotOf(key: string | null) {
    return slots.data?.slots.find((s) => bookingSlotKey(s) === key) ?? null;
  }

  function pickDate(next: string | null) {
    form.setValue('slot', null);
    form.setField('date', next);
  }

  const submit = form.onSubmit((input) => {
    book.mutate(
      { input, idempotencyKey: attemptKeys.keyFor(input) },
      {
        onSuccess: ({ appointment }) => {
          attemptKeys.settle();
          toast({ title: stylistMessages.bookedTitle, description: stylistMessages.booked, variant: 'success' });
          onBooked(appointment);
        },
        onError: (error) => {
          attemptKeys.settle(error);
          const message = refusalMessage(error, stylistMessages.bookFailed);
          toast({ title: 'Error', description: message, variant: 'error' });
          form.showErrors(apiFieldErrors(error, message, message));
          // A slot taken meanwhile (409) is gone from the reloaded slots: the owner picks another.
          if (error instanceof ApiError && error.status === 409) form.setValue('slot', null);
        },
      },
    );
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={`Book ${stylist.fullName}`}>
      <Stack gap={6}>
        <Select
          label="Service"
          placeholder="Select a service"
          required
          options={stylist.specializations.map((service) => ({ value: service, label: service }))}
          {...form.field('serviceType')}
        />
        <BookingCalendar
          availability={bookingLoad(availability)}
          date={date}
          onDateChange={pickDate}
          slots={bookingLoad(slots)}
          selectedSlot={slotKey}
          onSlotChange={(slot) => form.setField('slot', bookingSlotKey(slot))}
          text={stylistCalendarText}
          disabled={book.isPending}
          dateError={form.errorOf('date')}
          slotError={form.errorOf('slot') ?? form.errorOf('startTime') ?? form.errorOf('scheduleId')}
        />
        <Select
          label="Pet (optional)"
          placeholder={pets.isLoading ? 'Loading pets...' : 'No pet selected'}
          options={(pets.data?.pets ?? []).map((pet) => ({ value: pet.id, label: petLabel(pet) }))}
          {...form.field('petId')}
        />
        <TextArea label="Special instructions (optional)" maxLength={1000} {...form.field('specialInstructions')} />
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <FormButtons submitLabel="Book Appointment" submitting={book.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
