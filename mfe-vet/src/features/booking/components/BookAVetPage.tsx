import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ButtonLink, PageFrame, sessionUserAtom, Stack } from '@petpal/design-system';
import { VetListDialog } from './VetListDialog';

/** /services/book-a-vet: the vet list dialog opens at once; closing it leaves a way back in. */
export function BookAVetPage() {
  const user = useAtomValue(sessionUserAtom);
  const [open, setOpen] = useState(true);
  return (
    <PageFrame
      title="Book a Vet"
      intro="Find a veterinarian by location or specialization and book an in-person visit or a teleconsultation."
    >
      <Stack direction="row" gap={3} wrap>
        <Button type="button" onClick={() => setOpen(true)}>
          Find a Veterinarian
        </Button>
        {user && (
          <ButtonLink href="/appointments" variant="outline">
            View Appointments
          </ButtonLink>
        )}
      </Stack>
      <VetListDialog open={open} onClose={() => setOpen(false)} user={user} />
    </PageFrame>
  );
}
