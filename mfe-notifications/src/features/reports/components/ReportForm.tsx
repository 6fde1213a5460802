import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import {
  Alert,
  apiFieldErrors,
  Button,
  MapView,
  pointLabel,
  RadioGroup,
  readPhotoFile,
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
  photo: 'Photo (optional)',
  photoHint: 'JPEG, PNG or WebP up to 512 KB. Location details stored in the photo are removed.',
  removePhoto: 'Remove photo',
  cancel: 'Cancel',
} as const;

const STATUS_OPTIONS = [
  { value: 'lost', label: 'LOST', description: 'My pet is missing.' },
  { value: 'found', label: 'FOUND', description: 'I found a pet that is not mine.' },
];

type Photo = { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'none' };

const PhotoInput = styled.input`
  ${({ theme }) => css`
    font: inherit;
    font-size: ${theme.fontSizes.sm};
    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const Label = styled.label`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
  `}
`;

const Preview = styled.img`
  ${({ theme }) => css`
    display: block;
    max-width: 12rem;
    max-height: 12rem;
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border};
    object-fit: cover;
  `}
`;

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
  photo: Photo;
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
  ...(values.photo.kind === 'new' ? { photo: values.photo.dataUrl } : {}),
});

/** A change: `point: null` removes the point, `photo: null` the report's photo. */
const editInput = (report: PetReport, values: ReportValues) => ({
  ...common(values),
  point: values.point,
  ...(values.photo.kind === 'new'
    ? { photo: values.photo.dataUrl }
    : values.photo.kind === 'none' && report.petPictureUrl
      ? { photo: null }
      : {}),
});

/** Post or edit a report: LOST/FOUND, pet name, description, address or map point, photo. */
export function ReportForm({ report, defaultAddress = '', submitLabel, pending, cancelTo, onSubmit }: ReportFormProps) {
  const photoId = useId();
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
        photo: report?.petPictureUrl ? { kind: 'keep' } : { kind: 'none' },
      },
    },
  );
  const addressTyped = useRef(false);
  const { locating, locate } = useLocating();
  const point = form.watch('point');
  const photo = form.watch('photo');

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

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readPhotoFile(file);
    // Choosing the same file again (after Remove photo) must read it again.
    input.value = '';
    if (!read.ok) return form.setError('photo', { message: read.error });
    form.setValue('photo', { kind: 'new', dataUrl: read.dataUrl });
    form.clearErrors('photo');
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

  const previewSrc = photo.kind === 'new' ? photo.dataUrl : photo.kind === 'keep' ? report?.petPictureUrl : null;
  const pointError = form.errorOf('point');
  const photoError = form.errorOf('photo');

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
        <Stack gap={2} align="flex-start">
          <Label htmlFor={photoId}>{formTexts.photo}</Label>
          <Text tone="muted" id={`${photoId}-hint`}>
            {formTexts.photoHint}
          </Text>
          <PhotoInput
            id={photoId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${photoId}-hint`}
            onChange={(event) => void choosePhoto(event)}
          />
          {previewSrc && <Preview src={previewSrc} alt="Chosen photo of the pet" />}
          {previewSrc && (
            <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('photo', { kind: 'none' })}>
              {formTexts.removePhoto}
            </Button>
          )}
          {photoError && <Alert variant="error">{photoError}</Alert>}
        </Stack>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <Stack direction="row" gap={3} wrap>
          <Button type="submit" loading={pending}>
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
