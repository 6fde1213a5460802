import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CardTitle,
  Checkbox,
  currentPoint,
  LoadingLine,
  pointLabel,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  checkContract,
  type FieldErrors,
} from '@petpal/design-system';
import {
  ALERT_RADIUS_MAX_KM,
  ALERT_RADIUS_MIN_KM,
  type AlertSettings,
  AlertSettingsInput,
  type GeoPoint,
} from '@petpal/contracts';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { reportTexts } from '../report-format';

export const alertTexts = {
  title: 'Nearby alerts',
  intro: 'Get a notification when someone reports a lost or found pet near you.',
  enabled: 'Alert me about new reports near me',
  radius: 'Radius (km)',
  radiusHint: `From ${ALERT_RADIUS_MIN_KM} to ${ALERT_RADIUS_MAX_KM} km around your location.`,
  noPoint: 'No location chosen yet.',
  useLocation: 'Use my current location',
  save: 'Save Alert Settings',
  saved: 'Alert settings saved.',
  loadFailed: 'Failed to load your alert settings. Please try again.',
} as const;

function AlertForm({ userId, initial }: { userId: string; initial: AlertSettings }) {
  const save = useSaveAlertSettings(userId);
  const { toast } = useToast();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [radius, setRadius] = useState(String(initial.radiusKm));
  const [point, setPoint] = useState<GeoPoint | null>(initial.point);
  const [locating, setLocating] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function locate() {
    setLocating(true);
    const result = await currentPoint();
    setLocating(false);
    if (result.ok) {
      setPoint(result.point);
      setErrors(({ point: _point, ...rest }) => rest);
    } else setErrors((current) => ({ ...current, point: result.error }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(AlertSettingsInput, {
      enabled,
      radiusKm: radius === '' ? NaN : Number(radius),
      point,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => toast({ title: alertTexts.saved, variant: 'success' }),
      onError: (error) => setErrors(apiFieldErrors(error, reportTexts.actionFailed)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={alertTexts.title}>
      <Stack gap={4}>
        <Checkbox label={alertTexts.enabled} checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <TextField
          label={alertTexts.radius}
          type="number"
          inputMode="numeric"
          min={ALERT_RADIUS_MIN_KM}
          max={ALERT_RADIUS_MAX_KM}
          step={1}
          value={radius}
          hint={alertTexts.radiusHint}
          error={errors.radiusKm}
          onChange={(event) => setRadius(event.target.value)}
        />
        <Stack gap={2} align="flex-start">
          <Text>{point ? `Around ${pointLabel(point)}` : alertTexts.noPoint}</Text>
          <Button type="button" variant="outline" size="sm" loading={locating} onClick={() => void locate()}>
            {alertTexts.useLocation}
          </Button>
          {errors.point && <Alert variant="error">{errors.point}</Alert>}
        </Stack>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <div>
          <Button type="submit" loading={save.isPending}>
            {alertTexts.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The `/pet-reports` page's alert settings: on or off, a radius of 1 to 25 km, around the user's location. */
export function AlertSettingsCard({ userId }: { userId: string }) {
  const settings = useAlertSettings(userId);
  return (
    <Card>
      <CardTitle>{alertTexts.title}</CardTitle>
      <Text tone="muted">{alertTexts.intro}</Text>
      {settings.isPending && <LoadingLine message="Loading alert settings..." />}
      {settings.isError && <Alert variant="error">{alertTexts.loadFailed}</Alert>}
      {settings.data && <AlertForm userId={userId} initial={settings.data} />}
    </Card>
  );
}
