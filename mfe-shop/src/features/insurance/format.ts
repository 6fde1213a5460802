import type { InsuranceMoney } from '@petpal/contracts';
import { formatMoney } from '@petpal/design-system';

/** "₹5,000", "₹1,00,000", "$14.99": plan amounts, whole ones without decimals. */
export const planAmount = (money: InsuranceMoney) => formatMoney(money, { dropWholeCents: true });

export const perMonth = (money: InsuranceMoney) => `${planAmount(money)}/month`;
