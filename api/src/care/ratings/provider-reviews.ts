import type { ObjectId } from 'mongodb';
import type { SitterReview } from '@petpal/contracts';
import type { CareAccess } from '../access/care-access';
import { firstNameOf } from '../access/person-names';

/** The parts of a stored rating a review shows (any provider kind's ratings store). */
interface RatingParts {
  _id: ObjectId;
  petOwnerId: ObjectId;
  rating: number;
  feedback: string;
  createdAt: Date;
}

/** A provider's newest ratings as their page lists them: stars, date, text, and the owner's first name. */
export async function reviewsOf(
  docs: readonly RatingParts[],
  access: Pick<CareAccess, 'ownersByIds'>,
): Promise<SitterReview[]> {
  const owners = await access.ownersByIds([
    ...new Map(docs.map((doc) => [doc.petOwnerId.toHexString(), doc.petOwnerId])).values(),
  ]);
  return docs.map((doc) => ({
    id: doc._id.toHexString(),
    rating: doc.rating,
    feedback: doc.feedback,
    author: firstNameOf(owners.get(doc.petOwnerId.toHexString())?.fullName),
    createdAt: doc.createdAt.toISOString(),
  }));
}
