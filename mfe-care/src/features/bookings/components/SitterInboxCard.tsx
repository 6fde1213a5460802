import { sitterUrls } from '../../../lib/sitter-urls';
import { PracticeLinkCard } from '../../../ui/PracticeLinkCard';

/** What a pet sitter gets where owners see their bookings: the way to their booking requests. */
export function SitterInboxCard() {
  return (
    <PracticeLinkCard
      title="Your booking requests"
      text="Accept or decline requests from pet owners before they expire, and see your past bookings."
      href={sitterUrls.practice}
      linkLabel="Manage Requests"
    />
  );
}
