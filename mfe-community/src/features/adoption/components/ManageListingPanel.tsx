import { useState } from 'react';
import { adoptionMessages, type AdoptionListing } from '@petpal/contracts';
import {
  Alert,
  Button,
  Card,
  CardTitle,
  RouterButtonLink,
  Stack,
  Text,
  useToast,
  apiFieldErrors,
} from '@petpal/design-system';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useSetListingStatus } from '../api/listings';
import { ApplicationsPanel } from './ApplicationsPanel';

export const editListingHref = (listingId: string) => `/submit-pet-sale-adoption?edit=${listingId}`;

/** The lister's side of their listing: Edit, Withdraw (confirmed), Mark as adopted, and the applications. */
export function ManageListingPanel({ listing, headingLevel = 2 }: { listing: AdoptionListing; headingLevel?: 2 | 4 }) {
  const setStatus = useSetListingStatus(listing.id);
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function change(status: 'withdrawn' | 'adopted') {
    setStatus.mutate(status, {
      onSuccess: () => {
        setConfirming(false);
        setError(null);
        toast({
          title: status === 'withdrawn' ? adoptionMessages.withdrawn : adoptionMessages.markedAdopted,
          variant: 'success',
        });
      },
      onError: (failure) => {
        setConfirming(false);
        setError(apiFieldErrors(failure, 'We could not change the listing. Please try again.').form ?? null);
      },
    });
  }

  const count = listing.applicationCount ?? 0;
  return (
    <Card as="section" aria-label={`Manage ${listing.title}`}>
      <CardTitle as={`h${headingLevel}`}>Applications ({count})</CardTitle>
      {error && <Alert variant="error">{error}</Alert>}
      {listing.status === 'pending' && (
        <Text>You accepted an adopter. Mark the pet as adopted once they have taken it home.</Text>
      )}
      {listing.viewer.canEdit && (
        <Stack direction="row" gap={2} wrap>
          <RouterButtonLink to={editListingHref(listing.id)} variant="outline" size="sm">
            Edit listing
          </RouterButtonLink>
          {listing.status === 'pending' && (
            <Button size="sm" loading={setStatus.isPending} onClick={() => change('adopted')}>
              Mark as adopted
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Withdraw listing
          </Button>
        </Stack>
      )}
      <ApplicationsPanel listing={listing} />
      {confirming && (
        <ConfirmDialog
          title={`Withdraw ${listing.title}?`}
          description="The listing disappears from Become a Pet Parent and applicants still waiting are told. This cannot be undone."
          confirmLabel="Withdraw"
          busy={setStatus.isPending}
          onConfirm={() => change('withdrawn')}
          onClose={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
