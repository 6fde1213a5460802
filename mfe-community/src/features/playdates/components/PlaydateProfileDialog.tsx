import { useState, type FormEvent } from 'react';
import {
  PLAY_STYLE_LABELS,
  PLAY_STYLES,
  PLAYDATE_CITIES,
  PLAYDATE_ENERGIES,
  PLAYDATE_ENERGY_LABELS,
  PLAYDATE_SIZE_LABELS,
  PLAYDATE_SIZES,
  playdateMessages,
  PlaydateProfileInput,
  type GeoPoint,
  type OwnPlaydateProfile,
  type PlaydateCityId,
  type PlaydatePetChoice,
  type PlayStyle,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  currentPoint,
  Dialog,
  FieldSet,
  Icon,
  pointLabel,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  contractErrors,
  type FieldErrors,
} from '@petpal/design-system';
import { useSavePlaydateProfile } from '../api/my-playdate-pets';
import { playdateTexts } from '../texts';

const FORM_ID = 'playdate-profile-form';
const sizeOptions = PLAYDATE_SIZES.map((size) => ({ value: size, label: PLAYDATE_SIZE_LABELS[size] }));
const energyOptions = PLAYDATE_ENERGIES.map((energy) => ({ value: energy, label: PLAYDATE_ENERGY_LABELS[energy] }));
const cityOptions = PLAYDATE_CITIES.map((city) => ({ value: city.id, label: city.name }));

export interface PlaydateProfileDialogProps {
  dog: PlaydatePetChoice;
  /** The dog's listing when it is being changed. */
  profile?: OwnPlaydateProfile | undefined;
  onClose(): void;
}

/**
 * Lists a dog for playdates (or changes its listing): size, energy, play styles, vaccinated, and where it
 * plays, from the browser's position or a city. Only the area's name and a rough distance are ever shown.
 */
export function PlaydateProfileDialog({ dog, profile, onClose }: PlaydateProfileDialogProps) {
  const { toast } = useToast();
  const save = useSavePlaydateProfile();
  const [values, setValues] = useState({
    size: profile?.size ?? dog.suggestedSize,
    energy: profile?.energy ?? '',
    playStyles: profile?.playStyles ?? ([] as PlayStyle[]),
    vaccinated: profile?.vaccinated ?? false,
    about: profile?.about ?? '',
    areaName: profile?.areaName ?? '',
    city: '' as PlaydateCityId | '',
    point: (profile?.point ?? null) as GeoPoint | null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [locating, setLocating] = useState(false);
  const [positionError, setPositionError] = useState<string | null>(null);
  const change = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  async function locate() {
    setLocating(true);
    setPositionError(null);
    const result = await currentPoint();
    setLocating(false);
    if (!result.ok) return setPositionError(`${result.error}. Please choose a city instead.`);
    change({ point: result.point, city: '' });
  }

  const toggleStyle = (style: PlayStyle, on: boolean) =>
    change({
      playStyles: on ? [...values.playStyles, style] : values.playStyles.filter((other) => other !== style),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { city, point, ...rest } = values;
    const input = { ...rest, ...(point ? { point } : city ? { city } : {}) };
    const found = contractErrors(PlaydateProfileInput, input);
    // The contract checks "a position or a city" only once every field is valid: say it with the others.
    if (!point && !city) found.city = playdateMessages.where;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { petId: dog.petId, input: input as PlaydateProfileInput },
      {
        onSuccess: () => {
          toast({ title: profile ? playdateTexts.updated : playdateTexts.listed, variant: 'success' });
          onClose();
        },
        onError: (error) => setErrors(apiFieldErrors(error, playdateTexts.tryAgain)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={profile ? `Edit ${dog.name}’s listing` : `List ${dog.name} for playdates`}
      description={playdateTexts.privacy}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {profile ? 'Save changes' : 'List for playdates'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate aria-label={`Playdate listing for ${dog.name}`}>
        <Stack gap={4}>
          {errors.form && <Alert variant="error">{errors.form}</Alert>}
          <RadioGroup
            label="Size"
            name="size"
            options={sizeOptions}
            value={values.size}
            error={errors.size}
            onChange={(size) => change({ size: size as typeof values.size })}
          />
          <RadioGroup
            label="Energy"
            name="energy"
            options={energyOptions}
            value={values.energy}
            error={errors.energy}
            onChange={(energy) => change({ energy: energy as typeof values.energy })}
          />
          <FieldSet label="Play style (choose all that apply)" error={errors.playStyles}>
            {PLAY_STYLES.map((style) => (
              <Checkbox
                key={style}
                label={PLAY_STYLE_LABELS[style]}
                checked={values.playStyles.includes(style)}
                onChange={(event) => toggleStyle(style, event.target.checked)}
              />
            ))}
          </FieldSet>
          <Checkbox
            label={`${dog.name} is vaccinated (core vaccines up to date)`}
            checked={values.vaccinated}
            onChange={(event) => change({ vaccinated: event.target.checked })}
          />
          {!values.vaccinated && <Text tone="muted">{playdateTexts.notVaccinatedHint}</Text>}
          <FieldSet label="Where does your dog play?" error={errors.city}>
            <Stack direction="row" gap={3} wrap align="center">
              <Button type="button" variant="outline" onClick={() => void locate()} disabled={locating}>
                <Icon name="map-pin" size={16} /> {locating ? 'Finding your position...' : 'Use my current location'}
              </Button>
              {values.point && <Text tone="muted">Position set ({pointLabel(values.point)})</Text>}
            </Stack>
            {positionError && <Text role="alert">{positionError}</Text>}
            <Select
              label="Or choose a city"
              placeholder="Choose a city"
              options={cityOptions}
              value={values.city}
              onChange={(event) => change({ city: event.target.value as PlaydateCityId | '', point: null })}
            />
          </FieldSet>
          <TextField
            label="Neighbourhood (optional)"
            hint="Shown to other owners, e.g. Bandra West. Empty: the city’s name."
            value={values.areaName}
            error={errors.areaName}
            onChange={(event) => change({ areaName: event.target.value })}
          />
          <TextArea
            label={`About ${dog.name} (optional)`}
            rows={3}
            value={values.about}
            error={errors.about}
            onChange={(event) => change({ about: event.target.value })}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
