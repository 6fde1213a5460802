import { ButtonLink, Card, CardBody, CardFooter, CardTitle, Text } from '@petpal/design-system';
import { sitterUrls } from '../../../lib/sitter-urls';

/** What a pet sitter gets where owners see their bookings: the way to their booking requests. */
export function SitterInboxCard() {
  return (
    <Card data-remote="mfe-care">
      <CardTitle>Your booking requests</CardTitle>
      <CardBody>
        <Text tone="muted">
          Accept or decline requests from pet owners before they expire, and see your past bookings.
        </Text>
      </CardBody>
      <CardFooter>
        <ButtonLink href={sitterUrls.practice} size="sm">
          Manage Requests
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
