import type { InsurancePlan, ShopCurrency } from '@petpal/contracts';
import { FROM_PRICE_PET, premiumOf } from '../quotes/rating';
import type { PlanDoc } from './plans.repository';

/** A plan as answered, its amounts in `currency`. */
export function toPlanView(doc: PlanDoc, currency: ShopCurrency): InsurancePlan {
  const money = (amount: Record<ShopCurrency, number>) => ({ amountMinor: amount[currency], currency });
  return {
    id: doc._id.toHexString(),
    slug: doc.slug,
    name: doc.name,
    summary: doc.summary,
    kind: doc.kind,
    covered: [...doc.covered],
    deductible: money(doc.deductible),
    reimbursementPercent: doc.reimbursementPercent,
    annualLimit: money(doc.annualLimit),
    fromMonthly: money(premiumOf(doc.baseMonthlyPremium, FROM_PRICE_PET)),
    maxEnrolmentAge: doc.maxEnrolmentAge,
  };
}
