import { useState, type FormEvent } from 'react';
import {
  REPORT_CARD_NOTE_MAX,
  REPORT_CARD_PHOTOS_MAX,
  REPORT_CARD_PHOTOS_MAX_BYTES,
  REPORT_CARD_TICK_LABELS,
  REPORT_CARD_TICKS,
  reportCardMessages,
  type ReportCard,
  type ReportCardTick,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Columns,
  FieldSet,
  PhotosField,
  Stack,
  TextArea,
  TextField,
} from '@petpal/design-system';
import { formatDay } from '../../../lib/format';

export interface ReportCardValues {
  startTime: string;
  endTime: string;
  pee: boolean;
  poo: boolean;
  food: boolean;
  water: boolean;
  note: string;
  /** Kept photos by their path, new ones as data URLs. */
  photos: string[];
}

export interface ReportCardFormProps {
  visitDate: string;
  /** The card being changed, or null for a new one (then the booking's times are the defaults). */
  card: ReportCard | null;
  defaultTimes: { startTime: string; endTime: string };
  busy: boolean;
  /** Why the last save was refused, in the API's words. */
  error?: string | undefined;
  onSubmit(values: ReportCardValues): void;
  onCancel(): void;
}

const initialValues = (card: ReportCard | null, defaults: ReportCardFormProps['defaultTimes']): ReportCardValues =>
  card
    ? { ...card, photos: [...card.photos] }
    : { ...defaults, pee: false, poo: false, food: false, water: false, note: '', photos: [] };

/** The sitter's report card of one visit: times, the four ticks, a note and up to 6 photos. */
export function ReportCardForm({
  visitDate,
  card,
  defaultTimes,
  busy,
  error,
  onSubmit,
  onCancel,
}: ReportCardFormProps) {
  const [values, setValues] = useState(() => initialValues(card, defaultTimes));
  const [photoError, setPhotoError] = useState<string | undefined>();
  const set = (change: Partial<ReportCardValues>) => setValues((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(values);
  }

  return (
    <form aria-label={`Report card for ${formatDay(visitDate)}`} onSubmit={submit} noValidate>
      <Stack gap={4}>
        {error && <Alert variant="error">{error}</Alert>}
        <Columns>
          <TextField
            label="Start time"
            type="time"
            required
            value={values.startTime}
            onChange={(event) => set({ startTime: event.target.value })}
          />
          <TextField
            label="End time"
            type="time"
            required
            value={values.endTime}
            onChange={(event) => set({ endTime: event.target.value })}
          />
        </Columns>
        <FieldSet label="Care given">
          {REPORT_CARD_TICKS.map((tick: ReportCardTick) => (
            <Checkbox
              key={tick}
              label={REPORT_CARD_TICK_LABELS[tick]}
              checked={values[tick]}
              onChange={(event) => set({ [tick]: event.target.checked })}
            />
          ))}
        </FieldSet>
        <TextArea
          label="Note"
          hint={`How did the visit go? Up to ${REPORT_CARD_NOTE_MAX} characters.`}
          maxLength={REPORT_CARD_NOTE_MAX}
          rows={4}
          value={values.note}
          onChange={(event) => set({ note: event.target.value })}
        />
        <PhotosField
          label="Photos"
          hint={`Add up to ${REPORT_CARD_PHOTOS_MAX} photos (JPEG, PNG or WebP, 512 KB each).`}
          full={`You have added ${REPORT_CARD_PHOTOS_MAX} photos.`}
          max={REPORT_CARD_PHOTOS_MAX}
          maxBytes={REPORT_CARD_PHOTOS_MAX_BYTES}
          tooMany={reportCardMessages.photos}
          tooLarge={reportCardMessages.photosTotal}
          photos={values.photos}
          error={photoError}
          onChange={(photos, refused) => {
            set({ photos });
            setPhotoError(refused);
          }}
        />
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Back to visits
          </Button>
          <Button type="submit" disabled={busy}>
            {card ? 'Save report card' : 'Send report card'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
