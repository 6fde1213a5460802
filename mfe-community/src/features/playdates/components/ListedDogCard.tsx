import { type OwnPlaydateProfile } from '@petpal/contracts';
import { Badge, Button, Card, CardFooter, Icon, Stack, Text, VisuallyHidden } from '@petpal/design-system';
import { DogHeading } from './DogHeading';
import { DogTraits } from './DogTraits';
import { OwnerText } from './OwnerText';

export interface ListedDogCardProps {
  profile: OwnPlaydateProfile;
  onEdit(): void;
  onRemove(): void;
}

/** One of the owner's listed dogs, as others see it (but for the exact position), with Edit and Remove. */
export function ListedDogCard({ profile, onEdit, onRemove }: ListedDogCardProps) {
  return (
    <Card as="article" aria-label={profile.name}>
      <DogHeading name={profile.name} breed={profile.breed} photoUrl={profile.photoUrl} level={2} />
      <Stack direction="row" gap={2} wrap align="center">
        {profile.vaccinated ? (
          <Badge variant="success">Vaccinated</Badge>
        ) : (
          <Badge variant="warning">Not vaccinated: not suggested</Badge>
        )}
        <Text tone="muted">
          <Icon name="map-pin" size={14} /> {profile.areaName}
        </Text>
      </Stack>
      <DogTraits dog={profile} />
      {profile.about && <OwnerText>{profile.about}</OwnerText>}
      <CardFooter>
        <Button size="sm" variant="outline" onClick={onEdit}>
          Edit listing <VisuallyHidden>for {profile.name}</VisuallyHidden>
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${profile.name} from PawfectMatch`}>
          Remove
        </Button>
      </CardFooter>
    </Card>
  );
}
