import { type PlaydateDog } from '@petpal/contracts';
import { Button, Card, Icon, Stack, Text } from '@petpal/design-system';
import { OwnerText } from './OwnerText';
import { whereText } from '../playdate-format';
import { DogHeading } from './DogHeading';
import { DogTraits } from './DogTraits';

export interface SuggestionCardProps {
  dog: PlaydateDog;
  onRequest(dog: PlaydateDog): void;
}

/** A compatible dog nearby: who it is, how it plays, how far, and Request a playdate. */
export function SuggestionCard({ dog, onRequest }: SuggestionCardProps) {
  return (
    <Card as="article" aria-label={dog.name}>
      <DogHeading name={dog.name} breed={dog.breed} photoUrl={dog.photoUrl} level={2} />
      <Text tone="muted">
        <Icon name="map-pin" size={14} /> {whereText(dog)}
      </Text>
      <DogTraits dog={dog} />
      {dog.about && <OwnerText>{dog.about}</OwnerText>}
      <Stack direction="row">
        <Button onClick={() => onRequest(dog)} aria-label={`Request a playdate with ${dog.name}`}>
          Request a playdate
        </Button>
      </Stack>
    </Card>
  );
}
