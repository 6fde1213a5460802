import { useState } from 'react';
import styled, { css } from 'styled-components';
import { type MyPlaydatePets, type PlaydatePetChoice } from '@petpal/contracts';
import {
  Button,
  Card,
  EmptyState,
  RouterButtonLink,
  Stack,
  Text,
  useToast,
  VisuallyHidden,
} from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useRemovePlaydateProfile } from '../api/my-playdate-pets';
import { playdateTexts } from '../texts';
import { DogHeading } from './DogHeading';
import { ListedDogCard } from './ListedDogCard';
import { PlaydateProfileDialog } from './PlaydateProfileDialog';

const Grid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

/** The owner's dogs: listed ones with Edit and Remove, the others with List for playdates. */
export function MyPlaydatePetsPanel({ data }: { data: MyPlaydatePets }) {
  const { toast } = useToast();
  const remove = useRemovePlaydateProfile();
  const [editing, setEditing] = useState<PlaydatePetChoice | null>(null);
  const [removing, setRemoving] = useState<PlaydatePetChoice | null>(null);
  const profileOf = (petId: string) => data.profiles.find((profile) => profile.petId === petId);

  if (data.dogs.length === 0) {
    return (
      <EmptyState
        title={playdateTexts.noDogs}
        description={playdateTexts.noDogsHint}
        action={<RouterButtonLink to="/profile/add-pet">Add a pet</RouterButtonLink>}
      />
    );
  }

  function confirmRemove(dog: PlaydatePetChoice) {
    remove.mutate(dog.petId, {
      onSuccess: () => {
        toast({ title: playdateTexts.removed, variant: 'success' });
        setRemoving(null);
      },
      onError: () => toast({ title: playdateTexts.tryAgain, variant: 'error' }),
    });
  }

  return (
    <Stack gap={4}>
      <Text tone="muted">{playdateTexts.privacy}</Text>
      <Grid role="list" aria-label="My dogs">
        {data.dogs.map((dog) => {
          const profile = profileOf(dog.petId);
          return (
            <div role="listitem" key={dog.petId}>
              {profile ? (
                <ListedDogCard profile={profile} onEdit={() => setEditing(dog)} onRemove={() => setRemoving(dog)} />
              ) : (
                <Card as="article" aria-label={dog.name}>
                  <DogHeading name={dog.name} breed={dog.breed} photoUrl={null} level={2} />
                  <Text tone="muted">Not listed yet.</Text>
                  <Stack direction="row">
                    <Button onClick={() => setEditing(dog)}>
                      List <VisuallyHidden>{dog.name}</VisuallyHidden> for playdates
                    </Button>
                  </Stack>
                </Card>
              )}
            </div>
          );
        })}
      </Grid>
      {editing && (
        <PlaydateProfileDialog dog={editing} profile={profileOf(editing.petId)} onClose={() => setEditing(null)} />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name} from PawfectMatch?`}
          description="Other owners will no longer see your dog, and pending requests end. Agreed playdates stay."
          confirmLabel="Remove"
          busy={remove.isPending}
          onConfirm={() => confirmRemove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
