import { useCallback, useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { type Dismissals, dismissalsAtom, dismissalsOf, withDismissed } from './synthetic-items';

/** The tabs of one browser profile and origin share their dismissals of synthetic items over this channel. */
export const DISMISSALS_CHANNEL = 'petpal:notification-dismissals';

type SyncMessage =
  | { kind: 'dismissed'; userId: string; ids: readonly string[]; clearedAt: string | null }
  /** A tab that just opened asks the others for what they hold. */
  | { kind: 'hello'; userId: string };

function isSyncMessage(data: unknown): data is SyncMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (typeof message.userId !== 'string') return false;
  if (message.kind === 'hello') return true;
  return (
    message.kind === 'dismissed' &&
    Array.isArray(message.ids) &&
    message.ids.every((id) => typeof id === 'string') &&
    (message.clearedAt === null || typeof message.clearedAt === 'string')
  );
}

/** Another tab's dismissals joined with ours: every id, and the later Clear All. */
export function mergedDismissals(current: Dismissals, ids: readonly string[], clearedAt: string | null): Dismissals {
  const later =
    clearedAt !== null && (current.clearedAt === null || Date.parse(clearedAt) > Date.parse(current.clearedAt))
      ? clearedAt
      : current.clearedAt;
  return { ...withDismissed(current, ids), clearedAt: later };
}

/**
 * The user's dismissals of synthetic report items (spec section 4: held in memory only, never stored), kept
 * the same in every open tab: a dismissal is broadcast to the other tabs (BroadcastChannel, no storage), and
 * a tab that opens asks the others for theirs. Answers the dismissals and the function that dismisses.
 */
export function useDismissals(userId: string | undefined) {
  const [all, setAll] = useAtom(dismissalsAtom);
  const channel = useRef<BroadcastChannel | null>(null);
  const mine = dismissalsOf(all, userId ?? '');
  const latest = useRef(mine);
  latest.current = mine;

  useEffect(() => {
    if (!userId || typeof BroadcastChannel === 'undefined') return;
    const open = new BroadcastChannel(DISMISSALS_CHANNEL);
    channel.current = open;
    open.onmessage = (event: MessageEvent<unknown>) => {
      const message = event.data;
      if (!isSyncMessage(message) || message.userId !== userId) return;
      if (message.kind === 'hello') {
        const { ids, clearedAt } = latest.current;
        if (ids.length > 0 || clearedAt) open.postMessage({ kind: 'dismissed', userId, ids, clearedAt });
        return;
      }
      setAll((state) => ({
        ...state,
        [userId]: mergedDismissals(dismissalsOf(state, userId), message.ids, message.clearedAt),
      }));
    };
    open.postMessage({ kind: 'hello', userId } satisfies SyncMessage);
    return () => {
      channel.current = null;
      open.close();
    };
  }, [userId, setAll]);

  const dismiss = useCallback(
    (ids: readonly string[], clearedAt?: string) => {
      if (!userId) return;
      setAll((state) => ({ ...state, [userId]: withDismissed(dismissalsOf(state, userId), ids, clearedAt) }));
      channel.current?.postMessage({
        kind: 'dismissed',
        userId,
        ids,
        clearedAt: clearedAt ?? null,
      } satisfies SyncMessage);
    },
    [userId, setAll],
  );

  return { dismissals: mine, dismiss };
}
