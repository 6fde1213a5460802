import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adoptionMessages, type AdoptionListing } from '@petpal/contracts';
import { Button, useToast } from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useRemoveListing } from '../api/listings';

/** PetPal admins remove a listing (with its photos and applications), after a confirmation. */
export function RemoveListingButton({ listing }: { listing: AdoptionListing }) {
  const remove = useRemoveListing(listing.id);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
        Remove listing
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Remove ${listing.title}?`}
          description="The listing, its photos and its applications are deleted for everyone. This cannot be undone."
          confirmLabel="Remove"
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                toast({ title: adoptionMessages.removed, variant: 'success' });
                void navigate('/become-pet-parent');
              },
              onError: () => {
                setConfirming(false);
                toast({ title: 'We could not remove the listing. Please try again.', variant: 'error' });
              },
            })
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
