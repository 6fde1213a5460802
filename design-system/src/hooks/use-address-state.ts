import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** How a screen's filters sit in the query string. */
export interface AddressCodec<T> {
  /** The parameters the filters own: a change rewrites these and keeps every other one (a tab, an id). */
  keys: readonly string[];
  /** The filters in the address; anything missing or unknown reads as its default. */
  read(params: URLSearchParams): T;
  /** The parameters of `value`; an empty one (or a default left out) is no parameter at all. */
  write(value: T): URLSearchParams | Record<string, string>;
}

export interface AddressChange {
  /** Rewrite the current history entry instead of adding one (a correction, not a new search). */
  replace?: boolean;
}

/** The query string `current` becomes with `next` written over the codec's keys. */
export function addressWith<T>(current: URLSearchParams, codec: AddressCodec<T>, next: T): URLSearchParams {
  const updated = new URLSearchParams(current);
  for (const key of codec.keys) updated.delete(key);
  const written = codec.write(next);
  const entries = written instanceof URLSearchParams ? [...written.entries()] : Object.entries(written);
  for (const [key, value] of entries) if (value !== '') updated.set(key, value);
  return updated;
}

/**
 * The query string the page is at or is going to, shared by every screen on it (every router of a page reads the
 * same address). A router renders a new address later than it is asked for (in a transition), so a change made in
 * between (a filter applied after a pause, while another part of the screen has just moved) must start from what
 * was last written, not from what its own screen last rendered, or it would undo the other move.
 */
let liveAddress: { pathname: string; params: URLSearchParams } | null = null;

/** New filters, or how to make them from the ones in the address now. */
export type AddressUpdate<T> = T | ((current: T) => T);

/**
 * A screen's filters and search, kept in the address and nowhere else: a reload keeps them, each change is a
 * history entry (Back restores the previous filters), and an empty value removes its parameter.
 */
export function useAddressState<T>(
  codec: AddressCodec<T>,
): readonly [T, (next: AddressUpdate<T>, how?: AddressChange) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    liveAddress = { pathname, params };
  }, [pathname, params]);

  function change(next: AddressUpdate<T>, how: AddressChange = {}) {
    // A change made later (a pause in typing) starts from the address as it is then, not as it was rendered.
    const current = liveAddress?.pathname === pathname ? liveAddress.params : params;
    const value = typeof next === 'function' ? (next as (current: T) => T)(codec.read(current)) : next;
    const updated = addressWith(current, codec, value);
    // The same filters again is no new place to go back from.
    if (updated.toString() === current.toString()) return;
    liveAddress = { pathname, params: updated };
    setParams(updated, { replace: how.replace ?? false });
  }
  return [codec.read(params), change] as const;
}

export interface FilterTextOptions {
  /** Applies the text to the address: at once when the field is emptied, and after `delayMs` of no typing. */
  commit?(text: string): void;
  /** A live filter: typing applies once it pauses this long. Without it the text waits for its form's submit. */
  delayMs?: number;
}

/**
 * The text typed in a filter's field over the value applied in the address. The field follows the address
 * when that changes to something else (Back, a link, a cleared filter), never its own text coming back.
 */
export function useFilterText(applied: string, { commit, delayMs }: FilterTextOptions = {}) {
  const [text, setText] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  const [committed, setCommitted] = useState<string | null>(null);
  const [moves, setMoves] = useState(0);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (applied !== followed) {
    setFollowed(applied);
    setCommitted(null);
    if (applied !== committed) {
      setMoves((count) => count + 1);
      if (applied !== text.trim()) setText(applied);
    }
  }

  // The address moved elsewhere: what was typed before it no longer applies.
  useEffect(() => () => clearTimeout(pending.current), [moves]);

  function apply(value: string) {
    setCommitted(value);
    commit?.(value);
  }

  function type(next: string) {
    setText(next);
    clearTimeout(pending.current);
    const trimmed = next.trim();
    if (!commit || trimmed === applied) return;
    if (trimmed === '') apply('');
    else if (delayMs !== undefined) pending.current = setTimeout(() => apply(trimmed), delayMs);
  }

  return [text, type] as const;
}
