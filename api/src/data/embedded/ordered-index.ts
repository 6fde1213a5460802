/** Entries per block at most; a full block splits in two. */
const MAX_BLOCK = 512;

/** A place in the list: block number and offset in it. Valid until the next insert or delete. */
export interface Position {
  block: number;
  offset: number;
}

/**
 * A sorted list of blocks (each a sorted array of at most MAX_BLOCK entries): O(log n) search, insert and
 * delete with one short array splice, and ordered walks both ways. `compare` must be a total order in
 * which no two entries are equal (ties broken by something unique, e.g. the document's sequence number).
 */
export class OrderedList<E> {
  private blocks: E[][] = [];
  private counts: number[] | null = null;
  private total = 0;
  private readonly compare: (a: E, b: E) => number;

  constructor(compare: (a: E, b: E) => number) {
    this.compare = compare;
  }

  get size(): number {
    return this.total;
  }

  clear(): void {
    this.blocks = [];
    this.counts = null;
    this.total = 0;
  }

  insert(entry: E): void {
    this.counts = null;
    this.total++;
    if (this.blocks.length === 0) {
      this.blocks.push([entry]);
      return;
    }
    const b = this.blockFor((e) => this.compare(e, entry) >= 0);
    const block = this.blocks[b] as E[];
    block.splice(
      this.offsetIn(block, (e) => this.compare(e, entry) >= 0),
      0,
      entry,
    );
    if (block.length > MAX_BLOCK) this.blocks.splice(b + 1, 0, block.splice(block.length >> 1));
  }

  /** Removes the entry equal (by `compare`) to `entry`; false when there is none. */
  delete(entry: E): boolean {
    const at = this.seek((e) => this.compare(e, entry) >= 0);
    const block = this.blocks[at.block];
    if (!block || at.offset >= block.length || this.compare(block[at.offset] as E, entry) !== 0) return false;
    block.splice(at.offset, 1);
    if (block.length === 0) this.blocks.splice(at.block, 1);
    this.counts = null;
    this.total--;
    return true;
  }

  /**
   * The first position whose entry satisfies `atOrAfter` (monotone: false ... false true ... true);
   * the end position when none does.
   */
  seek(atOrAfter: (entry: E) => boolean): Position {
    if (this.blocks.length === 0) return { block: 0, offset: 0 };
    const b = this.blockFor(atOrAfter);
    const block = this.blocks[b] as E[];
    const offset = this.offsetIn(block, atOrAfter);
    if (offset === block.length) return { block: b + 1, offset: 0 };
    return { block: b, offset };
  }

  /** How many entries come before `at`. */
  rank(at: Position): number {
    if (!this.counts) {
      this.counts = new Array<number>(this.blocks.length + 1);
      this.counts[0] = 0;
      for (let i = 0; i < this.blocks.length; i++) this.counts[i + 1] = this.counts[i]! + this.blocks[i]!.length;
    }
    return (this.counts[Math.min(at.block, this.blocks.length)] ?? this.total) + at.offset;
  }

  /** Entries from `from` (included) to `to` (excluded), in order or, with `reverse`, backwards. */
  *between(from: Position, to: Position, reverse = false): Generator<E> {
    if (!reverse) {
      let { block: b, offset: o } = from;
      while (b < to.block || (b === to.block && o < to.offset)) {
        const block = this.blocks[b];
        if (!block) return;
        if (o >= block.length) {
          b++;
          o = 0;
          continue;
        }
        yield block[o] as E;
        o++;
      }
      return;
    }
    let b = to.block;
    let o = to.offset - 1;
    for (;;) {
      if (o < 0) {
        b--;
        if (b < 0) return;
        o = (this.blocks[b]?.length ?? 0) - 1;
        continue;
      }
      if (b < from.block || (b === from.block && o < from.offset)) return;
      yield (this.blocks[b] as E[])[o] as E;
      o--;
    }
  }

  *values(): Generator<E> {
    for (const block of this.blocks) yield* block;
  }

  /** The block whose last entry is the first to satisfy `atOrAfter` (the last block when none does). */
  private blockFor(atOrAfter: (entry: E) => boolean): number {
    let lo = 0;
    let hi = this.blocks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const block = this.blocks[mid] as E[];
      if (atOrAfter(block[block.length - 1] as E)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  private offsetIn(block: E[], atOrAfter: (entry: E) => boolean): number {
    let lo = 0;
    let hi = block.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (atOrAfter(block[mid] as E)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
