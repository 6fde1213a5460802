import type { DataPort } from '../../data/port';

/** Keys kept at most (a group's feed, a member's groups, every group); past it all are dropped. */
const MAX_KEPT = 1000;

/**
 * The feeds' first pages, the most read (every visit to a group or to the community page), kept in process
 * memory until any post changes: a write through this process forgets them at once, another process's
 * through the data port's change events on `collection`. Both engines answer a feed by a range on the
 * feed index (the embedded one since decision 071); neither is asked while a first page is kept.
 */
export function createFirstPages<T>(db: DataPort, collection: string) {
  const kept = new Map<string, Promise<T>>();
  let generation = 0;
  let watching = false;

  const forget = () => {
    generation++;
    kept.clear();
  };

  return {
    forget,

    /** The kept page of `key`, or the one `read` answers (shared by the requests that wait for it). */
    get(key: string, read: () => Promise<T>): Promise<T> {
      if (!watching) {
        watching = true;
        db.watch(collection, forget);
      }
      const hit = kept.get(key);
      if (hit) return hit;
      if (kept.size >= MAX_KEPT) kept.clear();
      const started = generation;
      const page = read();
      kept.set(key, page);
      // A page read across a change, or a failed read, is not kept.
      const drop = () => {
        if (kept.get(key) === page) kept.delete(key);
      };
      page.then(() => started !== generation && drop(), drop);
      return page;
    },
  };
}
