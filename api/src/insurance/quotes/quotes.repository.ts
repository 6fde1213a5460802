import type { ObjectId } from 'mongodb';
import type { InsuranceSpecies, RatingFactor, ShopCurrency } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import type { DualAmount } from '../plans/plans.repository';

export const INSURANCE_QUOTES = 'insurance_quotes';

export interface QuoteLineDoc {
  planId: ObjectId;
  eligible: boolean;
  /** Both currencies, null when not eligible. */
  premium: DualAmount | null;
  reason: string | null;
}

export interface QuoteDoc {
  _id: ObjectId;
  /** Null for a guest's quote (anyone signed in may then enrol with it). */
  userId: ObjectId | null;
  species: InsuranceSpecies;
  breed: string;
  ageYears: number;
  currency: ShopCurrency;
  factors: { age: RatingFactor; species: RatingFactor; breed: RatingFactor };
  lines: QuoteLineDoc[];
  createdAt: Date;
  expiresAt: Date;
  /** TTL: an expired quote is kept a while so that enrolling with it says "expired", then removed. */
  purgeAt: Date;
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;

/** The only code that touches `insurance_quotes`. */
export function createQuotesRepository(db: DataPort) {
  const quotes = db.collection<QuoteDoc>(INSURANCE_QUOTES);

  return {
    async ensureIndexes(): Promise<void> {
      await quotes.createIndex({ purgeAt: 1 }, { expireAfterSeconds: 0 });
    },

    async insert(doc: QuoteDoc): Promise<void> {
      await quotes.insertOne(doc);
    },

    findById: (id: ObjectId) => quotes.findOne({ _id: id }),
  };
}
