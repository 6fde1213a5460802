import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ButtonLink, PageFrame, sessionUserAtom, Stack, useAddressState } from '@petpal/design-system';
import { vetDialogCodec, vetList } from '../vet-dialog-address';
import { VetListDialog } from './VetListDialog';

/** /services/book-a-vet: the vet list dialog opens at once; closing it leaves a way back in. */
export function BookAVetPage() {
  const user = useAtomValue(sessionUserAtom);
  const [place, setPlace] = useAddressState(vetDialogCodec);
  const landed = useRef(false);

  // Arriving at the bare page opens the list in place (no history entry of its own: Back leaves the page);
  // a dialog closed later stays closed.
  useEffect(() => {
    if (landed.current) return;
    landed.current = true;
    if (place.view === 'closed') setPlace(vetList, { replace: true });
  }, [place.view, setPlace]);

  return (
    <PageFrame
      title="Book a Vet"
      intro="Find a veterinarian by location or specialization and book an in-person visit or a teleconsultation."
    >
      <Stack direction="row" gap={3} wrap>
        <Button type="button" onClick={() => setPlace(vetList)}>
          Find a Veterinarian
        </Button>
        {user && (
          <ButtonLink href="/appointments" variant="outline">
            View Appointments
          </ButtonLink>
        )}
      </Stack>
      <VetListDialog user={user} />
    </PageFrame>
  );
}
