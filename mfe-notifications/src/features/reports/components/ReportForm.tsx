import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  apiFieldErrors,
  Button,
  MapView,
  PhotoUploadField,
  pointLabel,
  RadioGroup,
  RouterButtonLink,
  Stack,
  Text,
  TextArea,
  TextField,
  useContractForm,
  useLocating,
} from '@petpal/design-system';
import {
  type GeoPoint,
  type PetReport,
  type PetReportInput,
  type PetReportUpdate,
  PetReportInput as PetReportInputSchema,
  petReportMessages,
  PetReportUpdate as PetReportUpdateSchema,
} from '@petpal/contracts';
import { reportTexts } from '../report-format';

export const formTexts = {
  status: 'Is the pet lost or found?',
  petName: 'Pet name',
  petNameHint: 'Leave it empty if you do not know the name.',
  description: 'Description',
  descriptionHint: 'Breed, colour, collar, where and when it was seen.',
  address: 'Address',
  addressHint: 'Where the pet was lost or found.',
  useLocation: 'Use my current location',
  removePoint: 'Remove map point',
  mapLabel: 'Map: choose where the pet was',
  mapHint: 'Click the map to set the point, then drag the pin to adjust it.',
  pinLabel: 'Report location',
  photoHint: 'JPEG, PNG or WebP, up to 15 MB. Location details stored in the photo are removed.',
  photoPreview: 'Chosen photo of the pet',
  cancel: 'Cancel',
} as const;

const STATUS_OPTIONS = [
  { value: 'lost', label: 'LOST', description: 'My pet is missing.' },
  { value: 'found', label: 'FOUND', description: 'I found a pet that is not mine.' },
];

export type ReportFormSubmit = { mode: 'create'; input: PetReportInput } | { mode: 'edit'; patch: PetReportUpdate };

export interface ReportFormProps {
  /** The report being edited; without it the form posts a new one. */
  report?: PetReport;
  /** The address to start from when posting (the resolved location's text). */
  defaultAddress?: string;
  submitLabel: string;
  pending: boolean;
  cancelTo: string;
  /** Sends the checked report; when it rejects, the API's refusal shows by field, or above the buttons. */
  onSubmit(values: ReportFormSubmit): Promise<unknown>;
}

type ReportValues = {
  status: string;
  petName: string;
  description: string;
  locationAddress: string;
  point: GeoPoint | null;
  /** The uploaded photo's id (the report's own while unchanged), or null. */
  photoId: string | null;
};

const common = ({ status, petName, description, locationAddress }: ReportValues) => ({
  status,
  petName,
  description,
  locationAddress,
});

/** A new report: the point and photo only when there is one. */
const createInput = (values: ReportValues) => ({
  ...common(values),
  ...(values.point ? { point: values.point } : {}),
  ...(values.photoId ? { photoId: values.photoId } : {}),
});

/** A change: `point: null` removes the point, `photoId: null` the report's photo; an unchanged photo is not sent. */
const editInput = (report: PetReport, values: ReportValues) => ({
  ...common(values),
  point: values.point,
  ...(values.photoId !== (report.photo?.id ?? null) ? { photoId: values.photoId } : {}),
});

/** Post or edit a report: LOST/FOUND, pet name, description, address or map point, photo. */
export function ReportForm({ report, defaultAddress = '', submitLabel, pending, cancelTo, onSubmit }: ReportFormProps) {
  const [uploading, setUploading] = useState(false);
  const form = useContractForm<typeof PetReportInputSchema | typeof PetReportUpdateSchema, ReportValues>(
    report ? PetReportUpdateSchema : PetReportInputSchema,
    {
      toInput: (values) => (report ? editInput(report, values) : createInput(values)),
      defaultValues: {
        status: report?.status ?? '',
        petName: report?.petName ?? '',
        description: report?.description ?? '',
        locationAddress: report?.locationAddress ?? defaultAddress,
        point: report?.point ?? null,
        photoId: report?.photo?.id ?? null,
      },
    },
  );
  const addressTyped = useRef(false);
  const { locating, locate } = useLocating();
  const point = form.watch('point');

  // The resolved location may arrive after the page: it fills the address unless the user has typed one.
  useEffect(() => {
    if (!report && !addressTyped.current && defaultAddress) form.setValue('locationAddress', defaultAddress);
  }, [report, defaultAddress, form]);

  function pinAt(chosen: GeoPoint) {
    form.setValue('point', { lat: Number(chosen.lat.toFixed(6)), lng: Number(chosen.lng.toFixed(6)) });
    form.clearErrors('point');
  }

  async function pinCurrentPoint() {
    const result = await locate();
    if (!result.ok) return form.setError('point', { message: result.error });
    form.setValue('point', result.point);
    form.clearErrors('point');
  }

  const submit = form.onSubmit((data) => {
    const values = form.getValues();
    if (report && !values.locationAddress.trim() && !values.point) {
      return form.setError('locationAddress', { message: petReportMessages.location }, { shouldFocus: true });
    }
    // The contract is the edit one exactly when there is a report.
    const request: ReportFormSubmit = report
      ? { mode: 'edit', patch: data }
      : { mode: 'create', input: data as PetReportInput };
    return onSubmit(request).catch((error: unknown) => form.showErrors(apiFieldErrors(error, reportTexts.saveFailed)));
  });

  const pointError = form.errorOf('point');

  return (
    <form onSubmit={submit} noValidate aria-label={report ? 'Edit pet report' : 'New pet report'}>
      <Stack gap={5}>
        <RadioGroup label={formTexts.status} options={STATUS_OPTIONS} {...form.choice('status')} />
        <TextField label={formTexts.petName} hint={formTexts.petNameHint} maxLength={50} {...form.field('petName')} />
        <TextArea
          label={formTexts.description}
          hint={formTexts.descriptionHint}
          rows={4}
          {...form.field('description')}
        />
        <TextField
          label={formTexts.address}
          hint={formTexts.addressHint}
          autoComplete="street-address"
          {...form.field('locationAddress')}
          onChange={(event) => {
            addressTyped.current = true;
            return form.field('locationAddress').onChange(event);
          }}
        />
        <Stack gap={2}>
          <MapView
            label={formTexts.mapLabel}
            height="16rem"
            pin={point ? { ...point, label: formTexts.pinLabel, onMove: pinAt } : undefined}
            onPick={pinAt}
          />
          <Text tone="muted">{formTexts.mapHint}</Text>
          {point && <Text>Map point: {pointLabel(point)}</Text>}
          <Stack direction="row" gap={2} wrap align="flex-start">
            <Button type="button" variant="outline" size="sm" loading={locating} onClick={() => void pinCurrentPoint()}>
              {formTexts.useLocation}
            </Button>
            {point && (
              <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('point', null)}>
                {formTexts.removePoint}
              </Button>
            )}
          </Stack>
          {pointError && <Alert variant="error">{pointError}</Alert>}
        </Stack>
        <PhotoUploadField
          value={form.watch('photoId')}
          current={report?.photo ?? null}
          hint={formTexts.photoHint}
          previewAlt={formTexts.photoPreview}
          error={form.errorOf('photoId')}
          onBusy={setUploading}
          onChange={(photoId, error) => {
            // A refused file keeps its reason until another is chosen; a photo uploaded (or removed) clears it.
            if (error) {
              form.setValue('photoId', photoId);
              form.setError('photoId', { type: 'upload', message: error });
            } else {
              form.setField('photoId', photoId);
              form.clearErrors('photoId');
            }
          }}
        />
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <Stack direction="row" gap={3} wrap>
          <Button type="submit" loading={pending} disabled={uploading}>
            {submitLabel}
          </Button>
          <RouterButtonLink to={cancelTo} variant="outline">
            {formTexts.cancel}
          </RouterButtonLink>
        </Stack>
      </Stack>
    </form>
  );
}
