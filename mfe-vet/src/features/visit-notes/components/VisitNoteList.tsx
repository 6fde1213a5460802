import styled from 'styled-components';
import type { VisitNote } from '@petpal/contracts';
import { CardList, EmptyState, EntryHeader, EntryTitle, Icon, ListEntry, Text } from '@petpal/design-system';
import { formatDay, petLabel } from '../../../lib/format';

const Notes = styled.p`
  margin: 0;
  white-space: pre-line;
`;

export const NO_NOTES = 'No visit notes yet';

/** Notes vets wrote on the owner's past visits, newest first. */
export function VisitNoteList({ notes }: { notes: readonly VisitNote[] }) {
  if (notes.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="clipboard" size={28} />}
        title={NO_NOTES}
        description="After a visit, the notes your veterinarian writes about your pet show here."
      />
    );
  }
  return (
    <CardList aria-label="Visit notes">
      {notes.map((note) => (
        <ListEntry key={note.appointmentId}>
          <EntryHeader>
            <EntryTitle as="h2">
              {formatDay(note.date)} · {note.vetName}
            </EntryTitle>
            <Text tone="muted">{note.pet ? petLabel(note.pet) : 'No pet selected'}</Text>
          </EntryHeader>
          <Notes>{note.notes}</Notes>
        </ListEntry>
      ))}
    </CardList>
  );
}
