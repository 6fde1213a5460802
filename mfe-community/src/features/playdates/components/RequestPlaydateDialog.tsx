import { useState, type FormEvent } from 'react';
import { format } from 'date-fns';
import { CreatePlaydateRequestInput, playdateMessages, type PlaydateDog } from '@petpal/contracts';
import {
  Alert,
  Button,
  createAttemptKeys,
  Dialog,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useSendPlaydateRequest } from '../api/playdate-requests';
import { playdateTexts } from '../texts';

const FORM_ID = 'playdate-request-form';

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

/** A proposed time and place and a message to another dog's owner; the place stays hidden until they accept. */
export function RequestPlaydateDialog({ from, to, onClose }: RequestPlaydateDialogProps) {
  const { toast } = useToast();
  const send = useSendPlaydateRequest();
  const [keys] = useState(createAttemptKeys);
  const [values, setValues] = useState({ date: tomorrow(), time: '09:00', meetingPlace: '', message: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      fromPetId: from.petId,
      toPetId: to.petId,
      startsAt: startsAtOf(values.date, values.time),
      message: values.message,
      meetingPlace: values.meetingPlace,
    };
    const found = contractErrors(CreatePlaydateRequestInput, input);
    if (!found.startsAt && new Date(input.startsAt).getTime() <= Date.now())
      found.startsAt = playdateMessages.startsAtPast;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
          setErrors(onScreen(apiFieldErrors(error, playdateTexts.tryAgain)));
        },
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Request a playdate with ${to.name}`}
      description={`${from.name} asks. ${playdateTexts.placeShared}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={send.isPending}>
            Send request
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={`Playdate request to ${to.name}`}>
        <Stack gap={3}>
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
          <Stack direction="row" gap={3} wrap>
            <TextField
              label="Date"
              type="date"
              min={format(new Date(), 'yyyy-MM-dd')}
              value={values.date}
              error={errors.startsAt}
              onChange={set('date')}
              style={{ minWidth: '10rem' }}
            />
            <TextField
              label="Time"
              type="time"
              value={values.time}
              onChange={set('time')}
              style={{ minWidth: '7rem' }}
            />
          </Stack>
          <TextField
            label="Meeting place"
            hint="A park gate, a café, a beach entrance."
            value={values.meetingPlace}
            error={errors.meetingPlace}
            onChange={set('meetingPlace')}
          />
          <TextArea
            label={`Message to ${to.name}’s owner`}
            rows={3}
            value={values.message}
            error={errors.message}
            onChange={set('message')}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
