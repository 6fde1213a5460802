import { useAtomValue } from 'jotai';
import {
  useErrorToast,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { useVisitNotes } from '../api/get-visit-notes';
import { VisitNoteList } from './VisitNoteList';

export const NOTES_LOAD_FAILED = 'Failed to load visit notes. Please try again.';

/** /dashboard/pet-visit-notes: what vets wrote after the owner's visits. */
export function PetVisitNotesPage() {
  const user = useAtomValue(sessionUserAtom);
  const notes = useVisitNotes(Boolean(user));
  useErrorToast(notes, NOTES_LOAD_FAILED);
  return (
    <PageFrame title="Pet Visit Notes" intro="Notes your veterinarians wrote after your pets' visits.">
      {user === null && (
        <Stack gap={3} align="flex-start">
          <Text>Log in to see your pets' visit notes.</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      )}
      {user && notes.isPending && <LoadingLine message="Loading visit notes..." />}
      {notes.isError && <RetryAlert message={NOTES_LOAD_FAILED} onRetry={() => void notes.refetch()} />}
      {notes.data && <VisitNoteList notes={notes.data.notes} />}
    </PageFrame>
  );
}
