import { useEffect, useId } from 'react';
import styled from 'styled-components';
import type { PetInput, PetSummary } from '@petpal/contracts';
import { ApiError, Button, Card, Heading, LoadingLine, PageFrame, useToast, usePets } from '@petpal/design-system';
import { useAddPet } from '../api/add-pet';
import { useRemovePet } from '../api/remove-pet';
import { AddPetForm } from './AddPetForm';
import { PetList } from './PetList';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/** /profile/add-pet: add a pet (with an optional photo) and see, or remove, the pets already added. */
export function AddPetPage() {
  const { toast } = useToast();
  const headingId = useId();
  const pets = usePets();
  const add = useAddPet();
  const remove = useRemovePet();

  // Spec section 8. A user without a pet owner profile gets an empty list from the API, so no toast.
  const loadError = pets.error;
  useEffect(() => {
    if (loadError) toast({ title: 'Error', description: 'Failed to load pets', variant: 'error' });
  }, [loadError, toast]);

  async function onAdd(input: PetInput) {
    try {
      await add.mutateAsync(input);
      toast({ title: 'Pet added', variant: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.fields)) {
        toast({ title: 'Error', description: failureMessage(error), variant: 'error' });
      }
      throw error;
    }
  }

  function onRemove(pet: PetSummary) {
    remove.mutate(pet.id, {
      onSuccess: () => toast({ title: 'Pet removed', description: `${pet.name} was removed.`, variant: 'success' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to remove pet. Please try again.', variant: 'error' }),
    });
  }

  return (
    <PageFrame
      width="narrow"
      title="Add a Pet"
      intro="Pets you add here can be chosen when you book a vet, sitter, trainer or stylist."
    >
      <Card>
        <AddPetForm onAdd={onAdd} />
      </Card>
      <Section aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Your Pets
        </Heading>
        {pets.isPending ? (
          <LoadingLine align="center" message="Loading pets..." />
        ) : pets.isError ? (
          <div>
            <Button variant="outline" onClick={() => void pets.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PetList pets={pets.data.pets} onRemove={onRemove} removingId={remove.isPending ? remove.variables : null} />
        )}
      </Section>
    </PageFrame>
  );
}
