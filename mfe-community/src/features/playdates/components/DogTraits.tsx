import { PLAY_STYLE_LABELS, type PlaydateDog } from '@petpal/contracts';
import { Badge, Stack, Text } from '@petpal/design-system';
import { sizeAndEnergy } from '../playdate-format';

/** Size and energy, then each play style as a badge. */
export function DogTraits({ dog }: { dog: Pick<PlaydateDog, 'size' | 'energy' | 'playStyles'> }) {
  return (
    <Stack gap={2}>
      <Text>{sizeAndEnergy(dog)}</Text>
      <Stack direction="row" gap={2} wrap aria-label="Play styles" role="list">
        {dog.playStyles.map((style) => (
          <span role="listitem" key={style}>
            <Badge variant="info">{PLAY_STYLE_LABELS[style]}</Badge>
          </span>
        ))}
      </Stack>
    </Stack>
  );
}
