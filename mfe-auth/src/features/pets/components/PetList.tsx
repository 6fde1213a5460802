import styled, { css } from 'styled-components';
import type { PetSummary } from '@petpal/contracts';
import { Button, Photo, Text } from '@petpal/design-system';
import { petLabel } from '../pet-values';

export interface PetListProps {
  pets: readonly PetSummary[];
  onRemove(pet: PetSummary): void;
  /** The pet being removed, whose button shows a spinner. */
  removingId?: string | null;
}

const List = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

const Item = styled.li`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[3]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  `}
`;

const Thumb = styled.span`
  flex-shrink: 0;
  width: 3rem;
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** The user's pets as "name (breed)", each with its photo (or its species' drawing) and a Remove button. */
export function PetList({ pets, onRemove, removingId }: PetListProps) {
  if (pets.length === 0) return <Text tone="muted">No pets added yet.</Text>;
  return (
    <List aria-label="Your pets">
      {pets.map((pet) => (
        <Item key={pet.id}>
          <Thumb>
            <Photo
              image={pet.photo}
              alt=""
              fallback={{ kind: 'species', species: pet.species }}
              ratio={1}
              sizes="3rem"
            />
          </Thumb>
          <Name>{petLabel(pet)}</Name>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Remove ${petLabel(pet)}`}
            loading={removingId === pet.id}
            onClick={() => onRemove(pet)}
          >
            Remove
          </Button>
        </Item>
      ))}
    </List>
  );
}
