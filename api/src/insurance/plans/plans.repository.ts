import type { ObjectId } from 'mongodb';
import type { ShopCurrency } from '@petpal/contracts';
import type { DataPort } from '../../data/port';

export const INSURANCE_PLANS = 'insurance_plans';

/** An amount in both currencies' minor units (paise and cents); answers carry the viewer's. */
export type DualAmount = Record<ShopCurrency, number>;

export interface PlanDoc {
  _id: ObjectId;
  slug: string;
  name: string;
  summary: string;
  kind: 'plan' | 'add-on';
  covered: string[];
  deductible: DualAmount;
  reimbursementPercent: 70 | 80 | 90;
  annualLimit: DualAmount;
  /** Before the rating factors (docs/decisions/045). */
  baseMonthlyPremium: DualAmount;
  /** Older pets are not enrolled anew in this plan. */
  maxEnrolmentAge: number;
  sortOrder: number;
  updatedAt: Date;
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;

/** The only code that touches `insurance_plans`. */
export function createPlansRepository(db: DataPort) {
  const plans = db.collection<PlanDoc>(INSURANCE_PLANS);

  return {
    async ensureIndexes(): Promise<void> {
      await plans.createIndex({ slug: 1 }, { unique: true });
    },

    /** In display order. */
    list: () => plans.find({}, { sort: { sortOrder: 1, _id: 1 } }).toArray(),

    findById: (id: ObjectId) => plans.findOne({ _id: id }),

    /** Seed: writes the plan by slug (created or replaced). */
    async upsertBySlug(doc: PlanDoc): Promise<void> {
      const { _id, ...fields } = doc;
      const existing = await plans.findOne({ slug: doc.slug });
      if (existing) await plans.updateOne({ _id: existing._id }, { $set: fields });
      else await plans.insertOne(doc);
    },
  };
}
