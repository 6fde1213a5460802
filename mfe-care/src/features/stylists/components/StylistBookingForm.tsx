import { useState, type FormEvent } from 'react';
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
  createAttemptKeys,
  Select,
  Stack,
  TextArea,
  useToast,
  apiFieldErrors,
  checkContract,
  type FieldErrors,
  usePets,
  useErrorToast,
  FormButtons,
} from '@petpal/design-system';
import { isForbidden, refusalMessage } from '../../../lib/api-errors';
import { petLabel } from '../../../lib/format';
import { useFocusFirstError } from '../../../ui/use-focus-first-error';
import { useBookStyling, useStylistAvailability, useStylistSlots } from '../api/stylists-api';
import { StylistDateField } from './StylistDateField';
import { slotKeyOf, StylistSlotsField } from './StylistSlotsField';

export interface StylistBookingFormProps {
  stylist: StylistCard;
  /** The service the owner searched for: chosen up front when the stylist offers it. */
  preferredService?: StylistService | '';
  onBooked(appointment: StylingAppointment): void;
  onCancel(): void;
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
  const [serviceType, setServiceType] = useState(() => firstService(stylist, preferredService));
  const [date, setDate] = useState<string | null>(null);
  const [slotKey, setSlotKey] = useState<string | null>(null);
  const [petId, setPetId] = useState('');
  const [instructions, setInstructions] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attemptKeys] = useState(createAttemptKeys);
  const availability = useStylistAvailability(stylist.id);
  const slots = useStylistSlots(stylist.id, date);
  const pets = usePets();
  const book = useBookStyling();
  const { toast } = useToast();
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  useErrorToast(availability, stylistMessages.loadDatesFailed);
  useErrorToast(slots, stylistMessages.loadSlotsFailed);
  useErrorToast(pets, 'Failed to load pets', isForbidden);

  const slot = slots.data?.slots.find((s) => slotKeyOf(s) === slotKey) ?? null;

  function pickDate(next: string | null) {
    setDate(next);
    setSlotKey(null);
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(BookStylingInput, {
      stylistId: stylist.id,
      date,
      startTime: slot?.startTime,
      scheduleId: slot?.scheduleId,
      serviceType,
      petId: petId || null,
      specialInstructions: instructions,
    });
    if (!checked.ok || !date || !slot) {
      // A missing date or slot gets its own words, once, under the calendar or the slots.
      const { date: _date, startTime: _start, scheduleId: _schedule, ...others } = checked.ok ? {} : checked.errors;
      setErrors({
        ...others,
        ...(!date && { date: stylistMessages.date }),
        ...(date && !slot && { slot: stylistMessages.slot }),
      });
      focusFirstError();
      return;
    }
    const input = checked.data;
    setErrors({});
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
          setErrors(apiFieldErrors(error, message, message));
          // A slot taken meanwhile (409) is gone from the reloaded slots: the owner picks another.
          if (error instanceof ApiError && error.status === 409) setSlotKey(null);
        },
      },
    );
  }

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-label={`Book ${stylist.fullName}`}>
      <Stack gap={6}>
        <Select
          label="Service"
          placeholder="Select a service"
          required
          value={serviceType}
          error={errors.serviceType}
          options={stylist.specializations.map((service) => ({ value: service, label: service }))}
          onChange={(event) => {
            setServiceType(event.target.value);
            setErrors({ ...errors, serviceType: undefined });
          }}
        />
        <StylistDateField
          availability={availability.data}
          loading={availability.isPending}
          failed={availability.isError}
          onRetry={() => void availability.refetch()}
          date={date}
          onSelect={pickDate}
          error={errors.date}
        />
        <StylistSlotsField
          date={date}
          slots={slots.data}
          loading={slots.isLoading}
          failed={slots.isError}
          onRetry={() => void slots.refetch()}
          selected={slotKey}
          onSelect={(key) => {
            setSlotKey(key);
            setErrors({});
          }}
          disabled={book.isPending}
          error={errors.slot ?? errors.startTime ?? errors.scheduleId}
        />
        <Select
          label="Pet (optional)"
          placeholder={pets.isLoading ? 'Loading pets...' : 'No pet selected'}
          value={petId}
          error={errors.petId}
          options={(pets.data?.pets ?? []).map((pet) => ({ value: pet.id, label: petLabel(pet) }))}
          onChange={(event) => setPetId(event.target.value)}
        />
        <TextArea
          label="Special instructions (optional)"
          maxLength={1000}
          value={instructions}
          error={errors.specialInstructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <FormButtons submitLabel="Book Appointment" submitting={book.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
