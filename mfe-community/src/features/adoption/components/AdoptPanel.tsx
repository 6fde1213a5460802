import { useAtomValue } from 'jotai';
import { adoptionMessages, type AdoptionListing } from '@petpal/contracts';
import { Alert, Card, CardTitle, RouterButtonLink, sessionUserAtom, Stack, Text, timeAgo } from '@petpal/design-system';
import { ApplyForm } from './ApplyForm';
import { ContactCard } from './ContactCard';

/**
 * What a visitor who did not list the pet can do: log in, apply, wait for the lister, or (once accepted)
 * contact them. The lister's contact details come from the API only for the adopter they accepted.
 */
export function AdoptPanel({ listing }: { listing: AdoptionListing }) {
  const user = useAtomValue(sessionUserAtom);
  const { application, canApply } = listing.viewer;

  if (listing.contact) {
    return (
      <ContactCard
        title={`Contact ${listing.contact.name}`}
        contact={listing.contact}
        note={`${listing.listerName} accepted your application. Get in touch to arrange a meeting.`}
      />
    );
  }
  let body;
  if (user === null) {
    body = (
      <Stack gap={3} align="flex-start">
        <Text>{adoptionMessages.signInToApply}</Text>
        <RouterButtonLink to="/login">Login</RouterButtonLink>
      </Stack>
    );
  } else if (application?.status === 'pending') {
    body = (
      <Alert variant="info">
        You applied {timeAgo(application.createdAt)}. We will let you know in the bell when the lister decides.
      </Alert>
    );
  } else if (application?.status === 'declined') {
    body = <Alert variant="info">The lister chose another adopter for this pet. Thank you for applying.</Alert>;
  } else if (canApply) {
    body = <ApplyForm listingId={listing.id} petName={listing.title} />;
  } else if (user) {
    body = <Text>{adoptionMessages.notAvailable}</Text>;
  }
  return (
    <Card as="section" aria-labelledby="adopt-title">
      <CardTitle id="adopt-title" as="h2">
        Adopt {listing.title}
      </CardTitle>
      {body}
      <Text tone="muted">{adoptionMessages.contactHidden}</Text>
    </Card>
  );
}
