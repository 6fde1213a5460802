import { useState } from 'react';
import { format } from 'date-fns';
import { CreatePlaydateRequestInput, playdateMessages, type PlaydateDog } from '@petpal/contracts';
import {
  createAttemptKeys,
  FormDialog,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
  type FieldErrors,
} from '@petpal/design-system';
import { useSendPlaydateRequest } from '../api/playdate-requests';
import { playdateTexts } from '../texts';

export interface RequestPlaydateDialogProps {
  /** The owner's dog that asks. */
  from: { petId: string; name: string };
  to: PlaydateDog;
  onClose(): void;
}

/** The fields this form shows; any other refusal (the dogs themselves) is said above them. */
const SHOWN = new Set(['startsAt', 'meetingPlace', 'message', 'form']);
function onScreen(errors: FieldErrors): FieldErrors {
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (SHOWN.has(field)) shown[field] = message;
    else shown.form ??= message;
  }
  return shown;
}

const tomorrow = () => format(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd');

/** The local date and time as an ISO instant, or '' when either is missing. */
function startsAtOf(date: string, time: string): string {
  if (!date || !time) return '';
  const at = new Date(`${date}T${time}`);
  return Number.isNaN(at.getTime()) ? '' : at.toISOString();
}

type RequestValues = { date: string; time: string; meetingPlace: string; message: string };

/** A time in the past is refused before asking the API. */
function notPast({ date, time }: RequestValues) {
  const startsAt = startsAtOf(date, time);
  return startsAt && new Date(startsAt).getTime() <= Date.now() ? { startsAt: playdateMessages.startsAtPast } : {};
}

/** A proposed time and place and a message to another dog's owner; the place stays hidden until they accept. */
export function RequestPlaydateDialog({ from, to, onClose }: RequestPlaydateDialogProps) {
  const { toast } = useToast();
  const send = useSendPlaydateRequest();
  const [keys] = useState(createAttemptKeys);
  const form = useContractForm<typeof CreatePlaydateRequestInput, RequestValues>(CreatePlaydateRequestInput, {
    defaultValues: { date: tomorrow(), time: '09:00', meetingPlace: '', message: '' },
    // The request from one dog to another; the date and time are its `startsAt`.
    toInput: ({ date, time, meetingPlace, message }) => ({
      fromPetId: from.petId,
      toPetId: to.petId,
      startsAt: startsAtOf(date, time),
      message,
      meetingPlace,
    }),
    refine: notPast,
    shows: ['startsAt'],
  });

  const submit = form.onSubmit((input) =>
    send.mutate(
      { input, key: keys.keyFor(input) },
      {
        onSuccess: () => {
          keys.settle();
          toast({ title: playdateTexts.sent, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          keys.settle(error);
          form.showErrors(onScreen(apiFieldErrors(error, playdateTexts.tryAgain)));
        },
      },
    ),
  );

  return (
    <FormDialog
      title={`Request a playdate with ${to.name}`}
      description={`${from.name} asks. ${playdateTexts.placeShared}`}
      formLabel={`Playdate request to ${to.name}`}
      submitLabel="Send request"
      busy={send.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack direction="row" gap={3} wrap>
        <TextField
          label="Date"
          type="date"
          min={format(new Date(), 'yyyy-MM-dd')}
          {...form.register('date')}
          error={form.errorOf('startsAt')}
          style={{ minWidth: '10rem' }}
        />
        <TextField label="Time" type="time" {...form.register('time')} style={{ minWidth: '7rem' }} />
      </Stack>
      <TextField label="Meeting place" hint="A park gate, a café, a beach entrance." {...form.field('meetingPlace')} />
      <TextArea label={`Message to ${to.name}’s owner`} rows={3} {...form.field('message')} />
    </FormDialog>
  );
}
