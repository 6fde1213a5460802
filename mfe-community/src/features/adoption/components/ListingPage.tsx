import { useParams } from 'react-router-dom';
import { adoptionMessages } from '@petpal/contracts';
import {
  ApiError,
  EmptyState,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  Stack,
  Columns,
} from '@petpal/design-system';
import { BackLink } from '../../../ui/BackLink';
import { useListing } from '../api/listings';
import { petLine } from '../format';
import { AdoptPanel } from './AdoptPanel';
import { ListingDetails } from './ListingDetails';
import { ManageListingPanel } from './ManageListingPanel';
import { RemoveListingButton } from './RemoveListingButton';
import { ListingStatusBadge } from './StatusBadge';

const back = <BackLink to="/become-pet-parent">All pets</BackLink>;

/** /become-pet-parent/:listingId: the pet, and applying (visitors), the applications (its lister) or Remove (admins). */
export function ListingPage() {
  const { listingId = '' } = useParams();
  const listing = useListing(listingId);

  if (listing.isPending) return <LoadingLine message="Loading the pet..." />;
  if (!listing.data) {
    const missing = listing.error instanceof ApiError && (listing.error.status === 404 || listing.error.status === 400);
    return (
      <PageFrame width="wide" title="Become a Pet Parent" back={back}>
        {missing ? (
          <EmptyState
            title={adoptionMessages.listingNotFound}
            description="It may have found a home or been withdrawn."
            action={<RouterButtonLink to="/become-pet-parent">See other pets</RouterButtonLink>}
          />
        ) : (
          <RetryAlert message={adoptionMessages.loadFailed} onRetry={() => void listing.refetch()} />
        )}
      </PageFrame>
    );
  }

  const pet = listing.data.listing;
  return (
    <PageFrame
      width="wide"
      title={pet.title}
      intro={petLine(pet)}
      back={back}
      actions={
        <>
          <ListingStatusBadge status={pet.status} />
          {pet.viewer.canRemove && <RemoveListingButton listing={pet} />}
        </>
      }
    >
      <Columns>
        <ListingDetails listing={pet} />
        <Stack gap={4}>{pet.viewer.own ? <ManageListingPanel listing={pet} /> : <AdoptPanel listing={pet} />}</Stack>
      </Columns>
    </PageFrame>
  );
}
