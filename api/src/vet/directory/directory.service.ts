import { ObjectId } from 'mongodb';
import type { VetDetail, VetList, VetReviewList, VetSearchQuery, VetSummary } from '@petpal/contracts';
import { NotFound } from '../../errors';
import { vetMessages } from '@petpal/contracts';
import { timeZoneOf, type AvailabilityService } from '../availability/availability.service';
import { nextAvailableOf, type PlannedSlot } from '../../scheduling';
import type { RatingsRepository, RatingStats } from './ratings.repository';
import type { VetRecordDoc, VetRecords } from './vet-records';

/** Spec section 5: rounded to 1 decimal, 0 without ratings. */
export function roundedAverage(stats: RatingStats | undefined): number {
  return stats && stats.count > 0 ? Math.round(stats.average * 10) / 10 : 0;
}

export function toVetSummary(vet: VetRecordDoc, stats: RatingStats | undefined, next: PlannedSlot | null): VetSummary {
  return {
    id: vet._id.toHexString(),
    fullName: vet.fullName,
    profileImageUrl: vet.profileImageUrl ?? null,
    specialization: vet.specialization,
    location: vet.location,
    availability: vet.availability,
    phoneNumber: vet.phoneNumber,
    licenseId: vet.licenseId,
    bio: vet.bio,
    consultationFee: vet.consultationFee,
    timeZone: timeZoneOf(vet),
    ratingAverage: roundedAverage(stats),
    reviewCount: stats?.count ?? 0,
    verified: vet.verification?.status === 'verified',
    nextAvailable: nextAvailableOf(next),
  };
}

/** "Pet owner" when the owner left no name. */
export function firstNameOf(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] || 'Pet owner';
}

export interface VetsServiceDeps {
  vets: VetRecords;
  ratings: RatingsRepository;
  /** The scheduling engine over vets: each card's next open slot. */
  availability: Pick<AvailabilityService, 'nextSlots'>;
}

export type VetsService = ReturnType<typeof createVetsService>;

/** The public vet directory: list with filters, one vet, its reviews. */
export function createVetsService({ vets, ratings, availability }: VetsServiceDeps) {
  async function find(vetId: string): Promise<VetRecordDoc> {
    const vet = await vets.findById(new ObjectId(vetId));
    if (!vet) throw new NotFound(vetMessages.vetNotFound);
    return vet;
  }

  return {
    find,

    async list(query: VetSearchQuery): Promise<VetList> {
      const docs = await vets.search(query);
      const [stats, next] = await Promise.all([
        ratings.statsByVet(docs.map((doc) => doc._id)),
        availability.nextSlots(docs),
      ]);
      return { vets: docs.map((doc, i) => toVetSummary(doc, stats.get(doc._id.toHexString()), next[i] ?? null)) };
    },

    async detail(vetId: string): Promise<VetDetail> {
      const vet = await find(vetId);
      const [stats, [next]] = await Promise.all([ratings.statsByVet([vet._id]), availability.nextSlots([vet])]);
      return { vet: toVetSummary(vet, stats.get(vet._id.toHexString()), next ?? null) };
    },

    async reviews(vetId: string): Promise<VetReviewList> {
      const vet = await find(vetId);
      const docs = await ratings.listByVet(vet._id);
      const owners = await vets.ownersByIds([
        ...new Map(docs.map((d) => [d.petOwnerId.toHexString(), d.petOwnerId])).values(),
      ]);
      return {
        reviews: docs.map((doc) => ({
          id: doc._id.toHexString(),
          rating: doc.rating,
          feedback: doc.feedback,
          author: firstNameOf(owners.get(doc.petOwnerId.toHexString())?.fullName),
          createdAt: doc.createdAt.toISOString(),
        })),
      };
    },
  };
}
