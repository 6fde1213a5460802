import { ReviewList, Spinner } from '@petpal/design-system';
import { useVetReviews } from '../api/get-vet-reviews';

/** Loads and lists one vet's reviews (shown when the card's Reviews button is pressed). */
export function VetReviews({ vetId, vetName }: { vetId: string; vetName: string }) {
  const reviews = useVetReviews(vetId);
  if (reviews.isPending) return <Spinner size="sm" label="Loading reviews..." />;
  // Spec section 8: a failed rating lookup is an empty list.
  return (
    <ReviewList reviews={reviews.data?.reviews ?? []} label={`Reviews of ${vetName}`} emptyText="No reviews yet." />
  );
}
