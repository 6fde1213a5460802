import { useState } from 'react';
import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import {
  careMessages,
  CreateBookingRequestInput,
  defaultRequestComment,
  DEFAULT_REQUEST_COMMENT,
  type OwnerBookingRequest,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  createAttemptKeys,
  Dialog,
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
import { petLabel } from '../../../lib/format';
import { ScheduleFields } from '../../../ui/ScheduleFields';
import {
  bookableServices,
  browserClock,
  browserTimeZone,
  draftFrom,
  scheduleErrors,
  type ScheduleDraft,
} from '../../../lib/search-criteria';
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

export interface BookingRequestDialogProps {
  /** The sitter being asked; null keeps the dialog closed. */
  sitter: RequestSitter | null;
  /** The search's criteria, which the request starts from (the owner may still change them). */
  criteria: ScheduleDraft | null;
  onClose(): void;
  /** The API took the request: the page shows its thank-you screen. */
  onSent(request: OwnerBookingRequest): void;
}

/**
 * "Send Booking Request" (spec sections 2-5 and 8): when and where, the owner's pets, an emergency contact,
 * care instructions, whether the pets get along with other dogs, and a comment.
 */
export function BookingRequestDialog({ sitter, criteria, onClose, onSent }: BookingRequestDialogProps) {
  return (
    <Dialog
      open={sitter !== null}
      onClose={onClose}
      title={careMessages.sendRequest}
      description={sitter ? `To ${sitter.fullName}` : undefined}
      size="lg"
    >
      {sitter && (
        <BookingRequestForm key={sitter.id} sitter={sitter} criteria={criteria} onCancel={onClose} onSent={onSent} />
      )}
    </Dialog>
  );
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

interface BookingRequestFormProps {
  sitter: RequestSitter;
  criteria: ScheduleDraft | null;
  onCancel(): void;
  onSent(request: OwnerBookingRequest): void;
}

function BookingRequestForm({ sitter, criteria, onCancel, onSent }: BookingRequestFormProps) {
  const { city, country } = useAtomValue(locationAtom);
  const [defaultValues] = useState<BookingRequestValues>(() => ({
    ...initialDraft(criteria, sitter, city),
    selectedPets: [],
    getsAlongWithOtherDogs: '',
    emergencyContact: '',
    specialCareInstructions: '',
    comment: '',
  }));
  const form = useContractForm<typeof CreateBookingRequestInput, BookingRequestValues>(CreateBookingRequestInput, {
    defaultValues,
    context: { sitterId: sitter.id, timeZone: browserTimeZone() },
    toInput: requestInput,
    refine: (values) => scheduleErrors(values, browserClock()),
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
    for (const name of SCHEDULE_FIELDS) if (next[name] !== draft[name]) form.setField(name, next[name]);
  }

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
          today={browserClock().today}
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
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          {careMessages.sendRequest}
        </Button>
      </FormFooter>
    </SectionedForm>
  );
}
