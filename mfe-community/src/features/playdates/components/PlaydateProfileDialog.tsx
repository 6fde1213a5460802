import { useState } from 'react';
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
  Button,
  Checkbox,
  FieldSet,
  FormDialog,
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
  useContractForm,
  useLocating,
} from '@petpal/design-system';
import { useSavePlaydateProfile } from '../api/my-playdate-pets';
import { playdateTexts } from '../texts';

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
type ProfileValues = {
  size: string;
  energy: string;
  playStyles: PlayStyle[];
  vaccinated: boolean;
  about: string;
  areaName: string;
  city: PlaydateCityId | '';
  point: GeoPoint | null;
};

/** The position if there is one, else the city. The contract checks "a position or a city" only once every
 * field is valid: the browser says it with the others. */
const profileInput = ({ city, point, ...rest }: ProfileValues) => ({
  ...rest,
  ...(point ? { point } : city ? { city } : {}),
});
const somewhere = ({ city, point }: ProfileValues) => (point || city ? {} : { city: playdateMessages.where });

export function PlaydateProfileDialog({ dog, profile, onClose }: PlaydateProfileDialogProps) {
  const { toast } = useToast();
  const save = useSavePlaydateProfile();
  const form = useContractForm<typeof PlaydateProfileInput, ProfileValues>(PlaydateProfileInput, {
    toInput: profileInput,
    refine: somewhere,
    defaultValues: {
      size: profile?.size ?? dog.suggestedSize,
      energy: profile?.energy ?? '',
      playStyles: profile?.playStyles ?? [],
      vaccinated: profile?.vaccinated ?? false,
      about: profile?.about ?? '',
      areaName: profile?.areaName ?? '',
      city: '',
      point: profile?.point ?? null,
    },
  });
  const { locating, locate } = useLocating();
  const [positionError, setPositionError] = useState<string | null>(null);
  const playStyles = form.choice('playStyles');
  const [point, vaccinated] = form.watch(['point', 'vaccinated']);

  async function pinCurrentPoint() {
    setPositionError(null);
    const result = await locate();
    if (!result.ok) return setPositionError(`${result.error}. Please choose a city instead.`);
    form.setValue('point', result.point);
    form.setValue('city', '');
  }

  const submit = form.onSubmit((input) =>
    save.mutate(
      { petId: dog.petId, input },
      {
        onSuccess: () => {
          toast({ title: profile ? playdateTexts.updated : playdateTexts.listed, variant: 'success' });
          onClose();
        },
        onError: (error) => form.showErrors(apiFieldErrors(error, playdateTexts.tryAgain)),
      },
    ),
  );

  return (
    <FormDialog
      title={profile ? `Edit ${dog.name}’s listing` : `List ${dog.name} for playdates`}
      description={playdateTexts.privacy}
      formLabel={`Playdate listing for ${dog.name}`}
      submitLabel={profile ? 'Save changes' : 'List for playdates'}
      busy={save.isPending}
      error={form.formError}
      onSubmit={submit}
      onClose={onClose}
      gap={4}
    >
      <RadioGroup label="Size" options={sizeOptions} {...form.choice('size')} />
      <RadioGroup label="Energy" options={energyOptions} {...form.choice('energy')} />
      <FieldSet label="Play style (choose all that apply)" error={playStyles.error}>
        {PLAY_STYLES.map((style) => (
          <Checkbox
            key={style}
            label={PLAY_STYLE_LABELS[style]}
            checked={playStyles.value.includes(style)}
            onChange={(event) =>
              playStyles.onChange(
                event.target.checked
                  ? [...playStyles.value, style]
                  : playStyles.value.filter((other) => other !== style),
              )
            }
          />
        ))}
      </FieldSet>
      <Checkbox label={`${dog.name} is vaccinated (core vaccines up to date)`} {...form.register('vaccinated')} />
      {!vaccinated && <Text tone="muted">{playdateTexts.notVaccinatedHint}</Text>}
      <FieldSet label="Where does your dog play?" error={form.errorOf('city')}>
        <Stack direction="row" gap={3} wrap align="center">
          <Button type="button" variant="outline" onClick={() => void pinCurrentPoint()} disabled={locating}>
            <Icon name="map-pin" size={16} /> {locating ? 'Finding your position...' : 'Use my current location'}
          </Button>
          {point && <Text tone="muted">Position set ({pointLabel(point)})</Text>}
        </Stack>
        {positionError && <Text role="alert">{positionError}</Text>}
        <Select
          label="Or choose a city"
          placeholder="Choose a city"
          options={cityOptions}
          {...form.register('city', { onChange: () => form.setValue('point', null) })}
        />
      </FieldSet>
      <TextField
        label="Neighbourhood (optional)"
        hint="Shown to other owners, e.g. Bandra West. Empty: the city’s name."
        {...form.field('areaName')}
      />
      <TextArea label={`About ${dog.name} (optional)`} rows={3} {...form.field('about')} />
    </FormDialog>
  );
}
