import { ButtonLink, Card, CardBody, CardFooter, CardTitle, Text } from '@petpal/design-system';
import { stylistUrls } from '../../../lib/stylist-urls';

/** What a pet stylist gets where owners see their bookings: the way to their styling practice. */
export function StylistPracticeCard() {
  return (
    <Card data-remote="mfe-care">
      <CardTitle>Your styling practice</CardTitle>
      <CardBody>
        <Text tone="muted">
          See who booked you, cancel an appointment with a reason, and set your weekly hours, breaks and holidays.
        </Text>
      </CardBody>
      <CardFooter>
        <ButtonLink href={stylistUrls.practice} size="sm">
          Manage Practice
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}
