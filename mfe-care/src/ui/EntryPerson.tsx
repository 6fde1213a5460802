import styled, { css } from 'styled-components';
import { Avatar, EntryTitle } from '@petpal/design-system';

const Who = styled.div`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    min-width: 0;
  `}
`;

/** An owner's booking entry is titled by the provider: avatar (or initials) and name, under the card's h4. */
export function EntryPerson({ name, src }: { name: string; src: string | null }) {
  return (
    <Who>
      <Avatar name={name} src={src} size="sm" />
      <EntryTitle as="h5">{name}</EntryTitle>
    </Who>
  );
}
