import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  careMessages,
  CreateBookingRequestInput,
  DEFAULT_TIME_ZONE,
  OVERNIGHT_SERVICE_TYPES,
  defaultRequestComment,
  DEFAULT_REQUEST_COMMENT,
  type OwnerBookingRequest,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  bookingLoad,
  BookingDatesCalendar,
  createAttemptKeys,
  nightsBetween,
  FieldSet,
  FormFooter,
  FormSection,
  LoadingLine,
  locationAtom,
  RadioGroup,
  RetryAlert,
  SectionedForm,
  RouterButtonLink,
  Stack,
  type BookingDatesText,
  type DateRange,
  Text,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  type FieldErrors,
  useContractForm,
  usePets,
  useErrorToast,
} from '@petpal/design-system';
import { ScheduleFields } from '../../../ui/ScheduleFields';
import {
  bookableServices,
  draftFrom,
  scheduleErrors,
  zoneClock,
  type ScheduleDraft,
} from '../../../lib/search-criteria';
import { formatDay, petLabel } from '../../../lib/format';
import { useSitterAvailability } from '../api/get-sitter-availability';
import { useCreateBookingRequest } from '../api/create-booking-request';
import { RequestPrice } from './RequestPrice';
import { PETS_LOAD_FAILED, requestErrorMessage } from '../../../lib/request-errors';

const Pets = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
  `}
`;

/** The sitter a request goes to. */
export interface RequestSitter {
  id: string;
  fullName: string;
  services: readonly string[];
  /** The rate per hour the request's price is counted from. */
  hourlyRate: number;
}

export interface SitterRequestFormProps {
  sitter: RequestSitter;
  /** The search's criteria, which the request starts from (the owner may still change them). */
  criteria: ScheduleDraft | null;
  /** The API took the request: the page shows its thank-you screen. */
  onSent(request: OwnerBookingRequest): void;
}

/** The form's values: the schedule as the search form holds it, then the request's own fields. */
interface BookingRequestValues extends ScheduleDraft {
  selectedPets: string[];
  getsAlongWithOtherDogs: '' | 'yes' | 'no';
  emergencyContact: string;
  specialCareInstructions: string;
  comment: string;
}

const SCHEDULE_FIELDS = [
  'serviceType',
  'location',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'scheduleType',
  'daysOfWeek',
] as const satisfies readonly (keyof ScheduleDraft)[];

/** "selectedPets.0" is the pets field's; "sitterId" or "timeZone" (not fields of this form) the form's. */
function placeErrors(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? '';
    placed[fields.includes(field) ? field : 'form'] ??= message;
  }
  return placed;
}

/** The request the contract checks: a yes/no answer as a boolean; a blank comment or location left out. */
function requestInput({ getsAlongWithOtherDogs: getsAlong, comment, location, ...rest }: BookingRequestValues) {
  return {
    ...rest,
    getsAlongWithOtherDogs: getsAlong === '' ? undefined : getsAlong === 'yes',
    // Left out when blank, the API writes spec section 9's default comment and the owner's location.
    ...(comment.trim() ? { comment } : {}),
    ...(location.trim() ? { location } : {}),
  };
}

/** The search's criteria when the sitter offers that service; otherwise the sitter's only service, if one. */
function initialDraft(criteria: ScheduleDraft | null, sitter: RequestSitter, city: string): ScheduleDraft {
  const offered = bookableServices(sitter.services);
  const base = criteria ?? draftFrom(new URLSearchParams(), { location: city });
  if (base.serviceType !== '' && offered.includes(base.serviceType)) return base;
  const [only] = offered;
  return { ...base, serviceType: offered.length === 1 && only ? only : '', scheduleType: 'one-time', daysOfWeek: [] };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** What the sitter's calendar says (decision 107): the days-off words of the API, the rest ours. */
const datesText = (overnight: boolean): BookingDatesText => ({
  dateTitle: 'Dates',
  loadingDates: 'Loading available dates...',
  loadDatesFailed: 'Failed to load available dates. Please try again.',
  noFreeDates: 'This pet sitter has no open days in the next 90 days.',
  noHours: 'This pet sitter has not set their availability.',
  holiday: careMessages.sitterAwayDay,
  chooseStart: overnight ? 'Choose the first day of the stay.' : 'Choose the first day of the schedule.',
  chooseEnd: overnight ? 'Now choose the last day of the stay.' : 'Now choose the last day of the schedule.',
  blocked: careMessages.sitterAway,
  summary: ({ startDate, endDate }) => {
    const days = nightsBetween(startDate, endDate);
    const length = overnight ? plural(days, 'night') : plural(days + 1, 'day');
    return `${formatDay(startDate)} to ${formatDay(endDate)}: ${length}`;
  },
});

/** Stays and weekly schedules take a first and a last day; a one-time walk, drop-in or day care one day. */
const pickOf = (draft: ScheduleDraft): 'range' | 'day' =>
  (draft.serviceType !== '' && OVERNIGHT_SERVICE_TYPES.includes(draft.serviceType)) ||
  draft.scheduleType === 'repeat-weekly'
    ? 'range'
    : 'day';

/** A one-day service keeps one day: its first (a range chosen for another service is cut to its start). */
function fitDates(draft: ScheduleDraft): ScheduleDraft {
  return pickOf(draft) === 'day' && draft.endDate !== draft.startDate ? { ...draft, endDate: draft.startDate } : draft;
}

/**
 * "Send Booking Request" (spec sections 2-5 and 8) on the sitter's page: the service, the days on the sitter's
 * calendar (open days in their zone, decision 107) and times, the owner's pets, an emergency contact, care
 * instructions, whether the pets get along with other dogs, and a comment.
 */
export function SitterRequestForm({ sitter, criteria, onSent }: SitterRequestFormProps) {
  const { city, country } = useAtomValue(locationAtom);
  const [defaultValues] = useState<BookingRequestValues>(() => ({
    ...fitDates(initialDraft(criteria, sitter, city)),
    selectedPets: [],
    getsAlongWithOtherDogs: '',
    emergencyContact: '',
    specialCareInstructions: '',
    comment: '',
  }));
  const availability = useSitterAvailability(sitter.id);
  // The calendar's days and the request are in the sitter's zone (the API reads the request in it).
  const timeZone = availability.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const form = useContractForm<typeof CreateBookingRequestInput, BookingRequestValues>(CreateBookingRequestInput, {
    defaultValues,
    context: { sitterId: sitter.id, timeZone },
    toInput: requestInput,
    refine: (values) => scheduleErrors(values, zoneClock(timeZone)),
    focusInForm: true,
  });
  const [attemptKeys] = useState(createAttemptKeys);
  const { toast } = useToast();
  const pets = usePets();
  const send = useCreateBookingRequest();
  useErrorToast(pets, PETS_LOAD_FAILED);
  const values = form.watch();
  const draft: ScheduleDraft = Object.fromEntries(SCHEDULE_FIELDS.map((name) => [name, values[name]])) as ScheduleDraft;

  function changeSchedule(next: ScheduleDraft) {
    const fitted = fitDates(next);
    for (const name of SCHEDULE_FIELDS) if (fitted[name] !== draft[name]) form.setField(name, fitted[name]);
  }

  const overnight = draft.serviceType !== '' && OVERNIGHT_SERVICE_TYPES.includes(draft.serviceType);
  const text = useMemo(() => datesText(overnight), [overnight]);
  const range: DateRange = { startDate: draft.startDate || null, endDate: draft.endDate || null };

  const submit = form.onSubmit((input) => {
    if (send.isPending) return;
    send.mutate(
      { input, idempotencyKey: attemptKeys.keyFor(input) },
      {
        onSuccess: ({ request }) => {
          attemptKeys.settle();
          toast({ title: careMessages.requestSent, description: `Sent to ${sitter.fullName}.`, variant: 'success' });
          onSent(request);
        },
        onError: (error) => {
          attemptKeys.settle(error);
          const message = requestErrorMessage(error);
          toast({ title: careMessages.bookingFailedTitle, description: message, variant: 'error' });
          form.showErrors(placeErrors(apiFieldErrors(error, message, message), Object.keys(defaultValues)));
        },
      },
    );
  });

  const petList = pets.data?.pets;
  return (
    <SectionedForm ref={form.ref} onSubmit={submit} noValidate aria-label={`Booking request to ${sitter.fullName}`}>
      <FormSection title="When and where">
        <ScheduleFields
          draft={draft}
          onChange={changeSchedule}
          errors={Object.fromEntries(SCHEDULE_FIELDS.map((name) => [name, form.errorOf(name)]))}
          serviceOptions={bookableServices(sitter.services)}
          today={zoneClock(timeZone).today}
          dates={
            <BookingDatesCalendar
              availability={bookingLoad(availability)}
              pick={pickOf(draft)}
              minNights={overnight ? 1 : 0}
              value={range}
              onChange={(next) =>
                changeSchedule({ ...draft, startDate: next.startDate ?? '', endDate: next.endDate ?? '' })
              }
              text={text}
              error={form.errorOf('startDate') ?? form.errorOf('endDate')}
            />
          }
        />
        <RequestPrice schedule={draft} hourlyRate={sitter.hourlyRate} country={country} />
      </FormSection>
      <FormSection title="Your pets">
        {pets.isPending && <LoadingLine message="Loading pets..." />}
        {pets.isError && <RetryAlert message={PETS_LOAD_FAILED} onRetry={() => void pets.refetch()} />}
        {petList?.length === 0 && (
          <Stack gap={3} align="flex-start">
            <Text>You have not added any pets yet. Add your pet to your profile to send a booking request.</Text>
            <RouterButtonLink to="/profile/add-pet" size="sm" variant="outline">
              Add a Pet
            </RouterButtonLink>
          </Stack>
        )}
        {petList && petList.length > 0 && (
          <FieldSet label="Pets for this booking" error={form.errorOf('selectedPets')}>
            <Pets>
              {petList.map((pet) => (
                <Checkbox key={pet.id} label={petLabel(pet)} value={pet.id} {...form.register('selectedPets')} />
              ))}
            </Pets>
          </FieldSet>
        )}
        <RadioGroup
          label="Gets along with other dogs"
          name="gets-along"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          value={values.getsAlongWithOtherDogs}
          error={form.errorOf('getsAlongWithOtherDogs')}
          onChange={(value) => form.setField('getsAlongWithOtherDogs', value === 'yes' ? 'yes' : 'no')}
        />
      </FormSection>
      <FormSection title="For the sitter">
        <TextField
          label="Emergency contact"
          hint="Name and phone number of someone the sitter can call if they cannot reach you."
          autoComplete="off"
          required
          maxLength={200}
          {...form.field('emergencyContact')}
        />
        <TextArea
          label="Special care instructions (optional)"
          hint="Feeding, medication, habits, anything the sitter should know."
          maxLength={2000}
          {...form.field('specialCareInstructions')}
        />
        <TextArea
          label="Comment (optional)"
          placeholder={draft.serviceType ? defaultRequestComment(draft.serviceType) : DEFAULT_REQUEST_COMMENT}
          maxLength={1000}
          {...form.field('comment')}
        />
      </FormSection>
      {form.formError && <Alert variant="error">{form.formError}</Alert>}
      <FormFooter>
        <Button type="submit" loading={send.isPending}>
          {careMessages.sendRequest}
        </Button>
      </FormFooter>
    </SectionedForm>
  );
}
