import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { SavedAddressAnswer, SavedAddressList, type ShippingAddress } from '@petpal/contracts';
import { apiFetch, sessionUserAtom } from '@petpal/design-system';

export const savedAddressKeys = { all: ['shop', 'addresses'] as const };

/** GET /api/shop/addresses: the signed-in buyer's saved addresses, the last used first (decision 074). */
export function useSavedAddresses() {
  const user = useAtomValue(sessionUserAtom);
  return useQuery({
    queryKey: [...savedAddressKeys.all, user?.id ?? ''],
    queryFn: ({ signal }) => apiFetch('/api/shop/addresses', SavedAddressList, { signal }),
    enabled: Boolean(user),
  });
}

/** POST /api/shop/addresses ("Save this address for next time"): saving it again only marks it last used. */
export const saveAddress = (address: ShippingAddress) =>
  apiFetch('/api/shop/addresses', SavedAddressAnswer, { method: 'POST', body: { address } });
