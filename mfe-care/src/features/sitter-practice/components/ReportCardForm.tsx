import { useState, type FormEvent } from 'react';
import {
  REPORT_CARD_NOTE_MAX,
  REPORT_CARD_PHOTOS_MAX,
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
  PhotosUploadField,
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
  /** The card's photos: ids of images uploaded to the pipeline (kept and new alike), in order. */
  photoIds: string[];
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
    ? {
        startTime: card.startTime,
        endTime: card.endTime,
        pee: card.pee,
        poo: card.poo,
        food: card.food,
        water: card.water,
        note: card.note,
        photoIds: card.photos.map((photo) => photo.id),
      }
    : { ...defaults, pee: false, poo: false, food: false, water: false, note: '', photoIds: [] };

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
  const [uploading, setUploading] = useState(false);
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
        <PhotosUploadField
          label="Photos"
          hint={`Add up to ${REPORT_CARD_PHOTOS_MAX} photos (JPEG, PNG or WebP, up to 15 MB each).`}
          full={`You have added ${REPORT_CARD_PHOTOS_MAX} photos.`}
          max={REPORT_CARD_PHOTOS_MAX}
          tooMany={reportCardMessages.photos}
          value={values.photoIds}
          error={photoError}
          onChange={(photoIds, refused) => {
            set({ photoIds });
            setPhotoError(refused);
          }}
          onBusy={setUploading}
        />
        <Stack direction="row" gap={2} justify="flex-end" wrap>
          <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
            Back to visits
          </Button>
          <Button type="submit" disabled={busy || uploading}>
            {card ? 'Save report card' : 'Send report card'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
