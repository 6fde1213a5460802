import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { shopCurrencyFor, type SessionUser, type ShopCurrency } from '@petpal/contracts';

/**
 * The viewer's currency (spec section 9): the `country` the client sends (the browser's stored location)
 * wins; else the signed-in user's stored country, the last part of their profile's location
 * ("New York, USA"); else rupees.
 */
export type CurrencyOf = (user: SessionUser | null, country: string | undefined) => Promise<ShopCurrency>;

export function createCurrencyOf(auth: AuthFacade): CurrencyOf {
  return async (user, country) => {
    if (country) return shopCurrencyFor(country);
    if (!user || user.role === 'none' || user.role === 'supplier') return 'INR';
    const record = await auth.records.findByUser(user.role, new ObjectId(user.id));
    const location = record && 'location' in record && typeof record.location === 'string' ? record.location : '';
    return shopCurrencyFor(location.split(',').at(-1));
  };
}
