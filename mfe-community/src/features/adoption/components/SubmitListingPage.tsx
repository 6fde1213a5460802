import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { adoptionMessages } from '@petpal/contracts';
import {
  ApiError,
  EmptyState,
  LoadingLine,
  PageFrame,
  RetryAlert,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { BackLink } from '../../../ui/BackLink';
import { useListing } from '../api/listings';
import { listingHref } from './ListingCard';
import { ListingForm } from './ListingForm';
import { MyListings } from './MyListings';

const TITLE = 'Submit a Pet for Sale or Adoption';
const INTRO = 'Tell adopters about your pet. Your contact details stay private until you accept an adopter.';

/**
 * /submit-pet-sale-adoption: a new listing and "My listings" with their applications; ?edit=<id> edits one
 * of the user's listings. Guests are asked to log in.
 */
export function SubmitListingPage() {
  const user = useAtomValue(sessionUserAtom);
  const [search] = useSearchParams();
  const editId = search.get('edit');

  if (user === undefined) return <LoadingLine message="Loading..." />;
  if (user === null) {
    return (
      <PageFrame width="wide" title={TITLE} intro={INTRO}>
        <Stack gap={3} align="flex-start">
          <Text>{adoptionMessages.signInToList}</Text>
          <RouterButtonLink to="/login">Login</RouterButtonLink>
        </Stack>
      </PageFrame>
    );
  }
  if (editId) return <EditListing listingId={editId} />;
  return (
    <PageFrame
      width="wide"
      title={TITLE}
      intro={INTRO}
      back={<BackLink to="/become-pet-parent">Become a Pet Parent</BackLink>}
    >
      <ListingForm key="new" listing={null} />
      <MyListings />
    </PageFrame>
  );
}

function EditListing({ listingId }: { listingId: string }) {
  const listing = useListing(listingId);
  const back = <BackLink to="/submit-pet-sale-adoption">My listings</BackLink>;
  if (listing.isPending) return <LoadingLine message="Loading the listing..." />;
  if (!listing.data) {
    const missing = listing.error instanceof ApiError && listing.error.status < 500;
    return (
      <PageFrame width="wide" title="Edit listing" back={back}>
        {missing ? (
          <EmptyState title={adoptionMessages.listingNotFound} />
        ) : (
          <RetryAlert message={adoptionMessages.loadFailed} onRetry={() => void listing.refetch()} />
        )}
      </PageFrame>
    );
  }
  const pet = listing.data.listing;
  return (
    <PageFrame width="wide" title={`Edit ${pet.title}`} back={back}>
      {pet.viewer.canEdit ? (
        <ListingForm key={pet.id} listing={pet} />
      ) : (
        <EmptyState
          title={pet.viewer.own ? adoptionMessages.closed : adoptionMessages.notYourListing}
          action={<RouterButtonLink to={listingHref(pet.id)}>View the listing</RouterButtonLink>}
        />
      )}
    </PageFrame>
  );
}
