import { ObjectId } from 'mongodb';
import type { InsuranceQuote, QuoteInput, ShopCurrency } from '@petpal/contracts';
import { QUOTE_VALID_DAYS } from '@petpal/contracts';
import { toPlanView } from '../plans/plan-view';
import type { PlansRepository } from '../plans/plans.repository';
import { factorsOf, ratePlan } from './rating';
import type { QuoteDoc, QuotesRepository } from './quotes.repository';

const DAY_MS = 86_400_000;
/** How long an expired quote is kept (to answer "expired" rather than "not found"). */
const KEEP_EXPIRED_DAYS = 30;

export type QuotesService = ReturnType<typeof createQuotesService>;

export function createQuotesService(deps: { plans: PlansRepository; quotes: QuotesRepository; now: () => Date }) {
  const { plans, quotes, now } = deps;

  async function toView(doc: QuoteDoc): Promise<InsuranceQuote> {
    const byId = new Map((await plans.list()).map((plan) => [plan._id.toHexString(), plan]));
    const options = doc.lines.flatMap((line) => {
      const plan = byId.get(line.planId.toHexString());
      if (!plan) return [];
      return [
        {
          plan: toPlanView(plan, doc.currency),
          eligible: line.eligible,
          monthlyPremium: line.premium ? { amountMinor: line.premium[doc.currency], currency: doc.currency } : null,
          reason: line.reason,
        },
      ];
    });
    return {
      id: doc._id.toHexString(),
      species: doc.species,
      breed: doc.breed,
      ageYears: doc.ageYears,
      currency: doc.currency,
      factors: doc.factors,
      options,
      createdAt: doc.createdAt.toISOString(),
      expiresAt: doc.expiresAt.toISOString(),
    };
  }

  return {
    /** Rates every plan for the pet and keeps the quote for QUOTE_VALID_DAYS. */
    async quote(
      userId: ObjectId | null,
      pet: Omit<QuoteInput, 'country'>,
      currency: ShopCurrency,
    ): Promise<InsuranceQuote> {
      const time = now();
      const expiresAt = new Date(time.getTime() + QUOTE_VALID_DAYS * DAY_MS);
      const doc: QuoteDoc = {
        _id: new ObjectId(),
        userId,
        species: pet.species,
        breed: pet.breed,
        ageYears: pet.ageYears,
        currency,
        factors: factorsOf(pet),
        lines: (await plans.list()).map((plan) => {
          const rating = ratePlan(plan, pet);
          return rating.eligible
            ? { planId: plan._id, eligible: true, premium: rating.premium, reason: null }
            : { planId: plan._id, eligible: false, premium: null, reason: rating.reason };
        }),
        createdAt: time,
        expiresAt,
        purgeAt: new Date(expiresAt.getTime() + KEEP_EXPIRED_DAYS * DAY_MS),
      };
      await quotes.insert(doc);
      return toView(doc);
    },
  };
}
