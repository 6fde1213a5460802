/** The buyer's saved addresses (docs/decisions/074): name, phone and address, prefilled at checkout and Autoship. */
import * as z from 'zod/mini';
import { ShippingAddress } from './orders';

/** At most this many addresses per user: saving another replaces the least recently used. */
export const MAX_SAVED_ADDRESSES = 10;

export const SavedAddress = z.object({
  id: z.string(),
  address: ShippingAddress,
  lastUsedAt: z.string(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** GET /api/shop/addresses: the caller's own, the last used first (the one checkout preselects). */
export const SavedAddressList = z.object({ addresses: z.array(SavedAddress) });
export type SavedAddressList = z.infer<typeof SavedAddressList>;

/** POST /api/shop/addresses ("Save for next time"): the same address saved again is the same entry, now last used. */
export const SaveAddressInput = z.strictObject({ address: ShippingAddress });
export type SaveAddressInput = z.input<typeof SaveAddressInput>;

export const SavedAddressAnswer = z.object({ address: SavedAddress });
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswer>;
