import { ObjectId } from 'mongodb';
import {
  careMessages,
  SITTERS_PAGE_SIZE,
  type SitterList,
  type SitterProfile,
  type SitterService,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import type { CareAccess } from '../access/care-access';
import { reviewsOf } from '../ratings/provider-reviews';
import type { RatingsRepository } from '../ratings/ratings.repository';
import { toSitterCard, toSitterDetail } from './sitter-cards';
import type { SittersRepository } from './sitters.repository';

export interface SitterSearch {
  location?: string | undefined;
  service?: SitterService | undefined;
  page: number;
}

export interface SittersServiceDeps {
  sitters: SittersRepository;
  ratings: RatingsRepository;
  access: CareAccess;
}

export type SittersService = ReturnType<typeof createSittersService>;

/** The sitter directory (spec section 2): list cards with filters, one sitter with photos and reviews. */
export function createSittersService({ sitters, ratings, access }: SittersServiceDeps) {
  return {
    /** One page of the sitters matching the filters, by name; ratings are read for that page only. */
    async search({ location, service, page }: SitterSearch): Promise<SitterList> {
      const found = await sitters.search(location);
      const matching = service ? found.filter((doc) => doc.services.includes(service)) : found;
      const shown = matching.slice((page - 1) * SITTERS_PAGE_SIZE, page * SITTERS_PAGE_SIZE);
      const stats = await ratings.statsOf(shown.map((doc) => doc._id));
      return {
        sitters: shown.map((doc) => toSitterCard(doc, stats.get(doc._id.toHexString()))),
        total: matching.length,
        page,
        pageSize: SITTERS_PAGE_SIZE,
      };
    },

    /** The sitter's card, bio and newest reviews (author: the owner's first name). */
    async profile(id: string): Promise<SitterProfile> {
      const doc = await sitters.findById(new ObjectId(id));
      if (!doc) throw new NotFound(careMessages.sitterNotFound);
      const [stats, reviews] = await Promise.all([ratings.statsOf([doc._id]), ratings.listOfSitter(doc._id)]);
      return {
        sitter: toSitterDetail(doc, stats.get(doc._id.toHexString())),
        reviews: await reviewsOf(reviews, access),
      };
    },
  };
}
