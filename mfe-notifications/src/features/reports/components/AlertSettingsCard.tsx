import {
  Alert,
  Button,
  Checkbox,
  pointLabel,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
  useLocating,
} from '@petpal/design-system';
import {
  ALERT_RADIUS_MAX_KM,
  ALERT_RADIUS_MIN_KM,
  type AlertSettings,
  AlertSettingsInput,
  type GeoPoint,
} from '@petpal/contracts';
import { SettingsCard, SettingsFormEnd } from '../../../ui/SettingsCard';
import { useAlertSettings, useSaveAlertSettings } from '../api/alert-settings';
import { reportTexts } from '../report-format';
import { alertTexts } from '../alert-texts';

type AlertValues = { enabled: boolean; radiusKm: string; point: GeoPoint | null };

/** The radius is typed as text: blank is no number. */
const alertInput = (values: AlertValues) => ({
  ...values,
  radiusKm: values.radiusKm === '' ? NaN : Number(values.radiusKm),
});

function AlertForm({ userId, initial }: { userId: string; initial: AlertSettings }) {
  const save = useSaveAlertSettings(userId);
  const { toast } = useToast();
  const form = useContractForm<typeof AlertSettingsInput, AlertValues>(AlertSettingsInput, {
    toInput: alertInput,
    defaultValues: { enabled: initial.enabled, radiusKm: String(initial.radiusKm), point: initial.point },
  });
  const { locating, locate } = useLocating();
  const point = form.watch('point');

  async function pinCurrentPoint() {
    const result = await locate();
    if (!result.ok) return form.setError('point', { message: result.error });
    form.setValue('point', result.point);
    form.clearErrors('point');
  }

  const submit = form.onSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => toast({ title: alertTexts.saved, variant: 'success' }),
      onError: (error) => form.showErrors(apiFieldErrors(error, reportTexts.actionFailed)),
    }),
  );
  const pointError = form.errorOf('point');

  return (
    <form onSubmit={submit} noValidate aria-label={alertTexts.title}>
      <Stack gap={4}>
        <Checkbox label={alertTexts.enabled} {...form.register('enabled')} />
        <TextField
          label={alertTexts.radius}
          type="number"
          inputMode="numeric"
          min={ALERT_RADIUS_MIN_KM}
          max={ALERT_RADIUS_MAX_KM}
          step={1}
          hint={alertTexts.radiusHint}
          {...form.field('radiusKm')}
        />
        <Stack gap={2} align="flex-start">
          <Text>{point ? `Around ${pointLabel(point)}` : alertTexts.noPoint}</Text>
          <Button type="button" variant="outline" size="sm" loading={locating} onClick={() => void pinCurrentPoint()}>
            {alertTexts.useLocation}
          </Button>
          {pointError && <Alert variant="error">{pointError}</Alert>}
        </Stack>
        <SettingsFormEnd error={form.formError} saving={save.isPending} label={alertTexts.save} />
      </Stack>
    </form>
  );
}

/** The `/pet-reports` page's alert settings: on or off, a radius of 1 to 25 km, around the user's location. */
export function AlertSettingsCard({ userId }: { userId: string }) {
  return (
    <SettingsCard
      title={alertTexts.title}
      intro={alertTexts.intro}
      settings={useAlertSettings(userId)}
      loading={alertTexts.loading}
      loadFailed={alertTexts.loadFailed}
    >
      {(saved) => <AlertForm userId={userId} initial={saved} />}
    </SettingsCard>
  );
}
