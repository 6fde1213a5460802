import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import {
  Alert,
  Button,
  currentPoint,
  pointLabel,
  RadioGroup,
  readPhotoFile,
  RouterButtonLink,
  Stack,
  Text,
  TextArea,
  TextField,
  checkContract,
  type FieldErrors,
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
  /** The API's refusal: its field messages, or `form`. */
  serverErrors?: FieldErrors;
  cancelTo: string;
  onSubmit(values: ReportFormSubmit): void;
}

/** Post or edit a report: LOST/FOUND, pet name, description, address or map point, photo. */
export function ReportForm({
  report,
  defaultAddress = '',
  submitLabel,
  pending,
  serverErrors = {},
  cancelTo,
  onSubmit,
}: ReportFormProps) {
  const photoId = useId();
  const [status, setStatus] = useState<string>(report?.status ?? '');
  const [petName, setPetName] = useState(report?.petName ?? '');
  const [description, setDescription] = useState(report?.description ?? '');
  const [address, setAddress] = useState(report?.locationAddress ?? defaultAddress);
  const [addressTouched, setAddressTouched] = useState(false);
  const [point, setPoint] = useState<GeoPoint | null>(report?.point ?? null);
  const [photo, setPhoto] = useState<Photo>(report?.petPictureUrl ? { kind: 'keep' } : { kind: 'none' });
  const [locating, setLocating] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  // The resolved location may arrive after the page: it fills the address unless the user has typed one.
  useEffect(() => {
    if (!report && !addressTouched && defaultAddress) setAddress(defaultAddress);
  }, [report, addressTouched, defaultAddress]);

  async function locate() {
    setLocating(true);
    const result = await currentPoint();
    setLocating(false);
    if (result.ok) setPoint(result.point);
    setErrors(({ point: _point, ...rest }) => (result.ok ? rest : { ...rest, point: result.error }));
  }

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readPhotoFile(file);
    // Choosing the same file again (after Remove photo) must read it again.
    input.value = '';
    if (read.ok) setPhoto({ kind: 'new', dataUrl: read.dataUrl });
    setErrors(({ photo: _photo, ...rest }) => (read.ok ? rest : { ...rest, photo: read.error }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const common = {
      status,
      petName,
      description,
      locationAddress: address,
      ...(point ? { point } : {}),
    };
    if (!report) {
      const checked = checkContract(PetReportInputSchema, {
        ...common,
        ...(photo.kind === 'new' ? { photo: photo.dataUrl } : {}),
      });
      if (!checked.ok) return setErrors(checked.errors);
      setErrors({});
      return onSubmit({ mode: 'create', input: checked.data });
    }
    const checked = checkContract(PetReportUpdateSchema, {
      ...common,
      point,
      ...(photo.kind === 'new'
        ? { photo: photo.dataUrl }
        : photo.kind === 'none' && report.petPictureUrl
          ? { photo: null }
          : {}),
    });
    if (!checked.ok) return setErrors(checked.errors);
    if (!address.trim() && !point) return setErrors({ locationAddress: petReportMessages.location });
    setErrors({});
    onSubmit({ mode: 'edit', patch: checked.data });
  }

  const previewSrc = photo.kind === 'new' ? photo.dataUrl : photo.kind === 'keep' ? report?.petPictureUrl : null;

  return (
    <form onSubmit={submit} noValidate aria-label={report ? 'Edit pet report' : 'New pet report'}>
      <Stack gap={5}>
        <RadioGroup
          label={formTexts.status}
          name="status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={setStatus}
          error={shown.status}
        />
        <TextField
          label={formTexts.petName}
          hint={formTexts.petNameHint}
          value={petName}
          maxLength={50}
          error={shown.petName}
          onChange={(event) => setPetName(event.target.value)}
        />
        <TextArea
          label={formTexts.description}
          hint={formTexts.descriptionHint}
          value={description}
          rows={4}
          error={shown.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label={formTexts.address}
          hint={formTexts.addressHint}
          value={address}
          autoComplete="street-address"
          error={shown.locationAddress}
          onChange={(event) => {
            setAddressTouched(true);
            setAddress(event.target.value);
          }}
        />
        <Stack gap={2} align="flex-start">
          {point && <Text>Map point: {pointLabel(point)}</Text>}
          <Stack direction="row" gap={2} wrap>
            <Button type="button" variant="outline" size="sm" loading={locating} onClick={() => void locate()}>
              {formTexts.useLocation}
            </Button>
            {point && (
              <Button type="button" variant="ghost" size="sm" onClick={() => setPoint(null)}>
                {formTexts.removePoint}
              </Button>
            )}
          </Stack>
          {shown.point && <Alert variant="error">{shown.point}</Alert>}
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
            <Button type="button" variant="ghost" size="sm" onClick={() => setPhoto({ kind: 'none' })}>
              {formTexts.removePhoto}
            </Button>
          )}
          {shown.photo && <Alert variant="error">{shown.photo}</Alert>}
        </Stack>
        {shown.form && <Alert variant="error">{shown.form}</Alert>}
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
