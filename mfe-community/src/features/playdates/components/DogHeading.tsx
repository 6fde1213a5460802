import styled from 'styled-components';
import { Avatar, Stack, Text } from '@petpal/design-system';

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

export interface DogHeadingProps {
  name: string;
  breed: string;
  photoUrl: string | null;
  /** 2 for a card that heads its own part of the page, 3 under a section's h2. */
  level: 2 | 3;
}

/** A dog's photo (or initials), name and breed: the top of every PawfectMatch card. */
export function DogHeading({ name, breed, photoUrl, level }: DogHeadingProps) {
  return (
    <Stack direction="row" gap={3} align="center">
      <Avatar name={name} src={photoUrl} size="lg" />
      <Stack gap={1} style={{ minWidth: 0 }}>
        <Name as={`h${level}`}>{name}</Name>
        <Text tone="muted" style={{ overflowWrap: 'anywhere' }}>
          {breed}
        </Text>
      </Stack>
    </Stack>
  );
}
