import { useEffect, useState } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { onCartCount, storedGuestCartCount } from '@petpal/design-system/core';

/** GET /api/shop/cart/count: the signed-in user's count, or null when it cannot be read. */
async function fetchCount(signal: AbortSignal): Promise<number | null> {
  const response = await fetch('/api/shop/cart/count', { credentials: 'same-origin', signal });
  if (!response.ok) return null;
  const body = (await response.json()) as { itemCount?: unknown };
  return typeof body.itemCount === 'number' ? body.itemCount : null;
}

/**
 * How many items the viewer's cart holds, for the header (docs/decisions/074), without loading the shop: a
 * guest's from what the shop last announced, a signed-in user's from the API; then every announcement the shop
 * makes. null while unknown (the session, or the first answer).
 */
export function useCartCount(user: SessionUser | null | undefined): number | null {
  const owner = user === undefined ? null : (user?.id ?? 'guest');
  const [known, setKnown] = useState<{ owner: string; count: number } | null>(null);

  useEffect(() => {
    if (owner === null) return undefined;
    const guest = owner === 'guest';
    const controller = new AbortController();
    if (guest) setKnown({ owner, count: storedGuestCartCount() });
    else {
      fetchCount(controller.signal)
        .then((count) => {
          if (count !== null) setKnown((now) => (now?.owner === owner ? now : { owner, count }));
        })
        .catch(() => {
          // No count (offline, aborted): the link shows without one.
        });
    }
    const stop = onCartCount((announcement) => {
      if (announcement.guest === guest) setKnown({ owner, count: announcement.count });
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [owner]);

  return known && known.owner === owner ? known.count : null;
}
