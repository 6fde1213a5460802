import { useState, type FormEvent } from 'react';
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
  FormSection,
  LoadingLine,
  locationAtom,
  RadioGroup,
  RetryAlert,
  RouterButtonLink,
  Stack,
  Text,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  checkContract,
  type FieldErrors,
  usePets,
} from '@petpal/design-system';
import { petLabel } from '../../../lib/format';
import { useErrorToast } from '../../../lib/use-error-toast';
import { useFocusFirstError } from '../../../ui/use-focus-first-error';
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
import { PETS_LOAD_FAILED, requestErrorMessage } from '../../../lib/request-errors';

const Form = styled.form`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[6]};
  `}
`;

const Pets = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
  `}
`;

const Actions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${theme.spacing[3]};
    padding-top: ${theme.spacing[4]};
    border-top: 1px solid ${theme.colors.border};
  `}
`;

/** The sitter a request goes to. */
export interface RequestSitter {
  id: string;
  fullName: string;
  services: readonly string[];
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

/** The fields an error from the form's checks or the API can be shown under; anything else is the form's. */
const FIELDS = new Set([
  'serviceType',
  'location',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'scheduleType',
  'daysOfWeek',
  'selectedPets',
  'getsAlongWithOtherDogs',
  'emergencyContact',
  'specialCareInstructions',
  'comment',
]);

/** "selectedPets.0" is the pets field's; "sitterId" or "timeZone" (not fields of this form) the form's. */
function placeErrors(errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? '';
    placed[FIELDS.has(field) ? field : 'form'] ??= message;
  }
  return placed;
}

/** The search's criteria when the sitter offers that service; otherwise the sitter's only service, if one. */
function initialDraft(criteria: ScheduleDraft | null, sitter: RequestSitter, city: string): ScheduleDraft {
  const offered = bookableServices(sitter.services);
  const base = criteria ?? draftFrom(new URLSearchParams(), { location: city });
  if (base.serviceType !== '' && offered.includes(base.serviceType)) return base;
  const [only] = offered;
  return { ...base, serviceType: offered.length === 1 && only ? only : '', scheduleType: 'one-time', daysOfWeek: [] };
}

type Answer = '' | 'yes' | 'no';

interface BookingRequestFormProps {
  sitter: RequestSitter;
  criteria: ScheduleDraft | null;
  onCancel(): void;
  onSent(request: OwnerBookingRequest): void;
}

function BookingRequestForm({ sitter, criteria, onCancel, onSent }: BookingRequestFormProps) {
  const { city } = useAtomValue(locationAtom);
  const [draft, setDraft] = useState(() => initialDraft(criteria, sitter, city));
  const [petIds, setPetIds] = useState<string[]>([]);
  const [getsAlong, setGetsAlong] = useState<Answer>('');
  const [emergencyContact, setEmergencyContact] = useState('');
  const [instructions, setInstructions] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attemptKeys] = useState(createAttemptKeys);
  const { ref, focusFirstError } = useFocusFirstError<HTMLFormElement>();
  const { toast } = useToast();
  const pets = usePets();
  const send = useCreateBookingRequest();
  useErrorToast(pets, PETS_LOAD_FAILED);

  function togglePet(petId: string, checked: boolean) {
    setPetIds((ids) => (checked ? [...ids, petId] : ids.filter((id) => id !== petId)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const checked = checkContract(CreateBookingRequestInput, {
      sitterId: sitter.id,
      serviceType: draft.serviceType,
      startDate: draft.startDate,
      endDate: draft.endDate,
      startTime: draft.startTime,
      endTime: draft.endTime,
      timeZone: browserTimeZone(),
      scheduleType: draft.scheduleType,
      daysOfWeek: draft.daysOfWeek,
      selectedPets: petIds,
      emergencyContact,
      specialCareInstructions: instructions,
      getsAlongWithOtherDogs: getsAlong === '' ? undefined : getsAlong === 'yes',
      // Left out when blank, the API writes spec section 9's default comment and the owner's location.
      ...(comment.trim() ? { comment } : {}),
      ...(draft.location.trim() ? { location: draft.location } : {}),
    });
    const found = placeErrors({ ...(checked.ok ? {} : checked.errors), ...scheduleErrors(draft, browserClock()) });
    setErrors(found);
    if (!checked.ok || Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    const input = checked.data;
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
          setErrors(placeErrors(apiFieldErrors(error, message, message)));
        },
      },
    );
  }

  const petList = pets.data?.pets;
  return (
    <Form ref={ref} onSubmit={submit} noValidate aria-label={`Booking request to ${sitter.fullName}`}>
      <FormSection title="When and where">
        <ScheduleFields
          draft={draft}
          onChange={setDraft}
          errors={errors}
          serviceOptions={bookableServices(sitter.services)}
          today={browserClock().today}
        />
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
          <FieldSet label="Pets for this booking" error={errors.selectedPets}>
            <Pets>
              {petList.map((pet) => (
                <Checkbox
                  key={pet.id}
                  label={petLabel(pet)}
                  checked={petIds.includes(pet.id)}
                  onChange={(event) => togglePet(pet.id, event.target.checked)}
                />
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
          value={getsAlong}
          error={errors.getsAlongWithOtherDogs}
          onChange={(value) => setGetsAlong(value === 'yes' ? 'yes' : 'no')}
        />
      </FormSection>
      <FormSection title="For the sitter">
        <TextField
          label="Emergency contact"
          hint="Name and phone number of someone the sitter can call if they cannot reach you."
          autoComplete="off"
          required
          maxLength={200}
          value={emergencyContact}
          error={errors.emergencyContact}
          onChange={(event) => setEmergencyContact(event.target.value)}
        />
        <TextArea
          label="Special care instructions (optional)"
          hint="Feeding, medication, habits, anything the sitter should know."
          maxLength={2000}
          value={instructions}
          error={errors.specialCareInstructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <TextArea
          label="Comment (optional)"
          placeholder={draft.serviceType ? defaultRequestComment(draft.serviceType) : DEFAULT_REQUEST_COMMENT}
          maxLength={1000}
          value={comment}
          error={errors.comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormSection>
      {errors.form && <Alert variant="error">{errors.form}</Alert>}
      <Actions>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending}>
          {careMessages.sendRequest}
        </Button>
      </Actions>
    </Form>
  );
}
