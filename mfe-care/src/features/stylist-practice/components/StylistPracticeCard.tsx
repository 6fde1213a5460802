import { stylistUrls } from '../../../lib/stylist-urls';
import { PracticeLinkCard } from '../../../ui/PracticeLinkCard';

/** What a pet stylist gets where owners see their bookings: the way to their styling practice. */
export function StylistPracticeCard() {
  return (
    <PracticeLinkCard
      title="Your styling practice"
      text="See who booked you, cancel an appointment with a reason, and set your weekly hours, breaks and holidays."
      href={stylistUrls.practice}
      linkLabel="Manage Practice"
    />
  );
}
