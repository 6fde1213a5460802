import type { SortSpec } from '../port';
import { compareValues } from './bson-order';
import { type FieldBounds, fieldBounds } from './bounds';
import type { CollectionIndex, IndexEntry } from './indexes';
import type { Position } from './ordered-index';
import { sortDocs } from './sort';
import { type Doc, keyOf } from './values';

/** Most equality combinations (cartesian of the prefix's points) one plan walks as separate ranges. */
const MAX_RANGES = 1000;

export interface FindOptions {
  sort?: SortSpec | undefined;
  skip?: number | undefined;
  /** 0 or missing: no limit. */
  limit?: number | undefined;
}

/** How a find is answered: `via` is '_id_', an index name or 'scan'. */
export interface PlanSummary {
  via: string;
  /** The index walk gives the sort's order (at least its leading fields); the walk stops after skip+limit. */
  sortFromIndex: boolean;
  /** Leading index fields matched by equality, and whether the next one has a range. */
  equalityFields: number;
  range: boolean;
  /** Index entries in the ranges walked (an upper bound of the documents read). */
  candidates: number;
}

/** What a collection gives the planner. */
export interface PlanSource {
  docs: ReadonlyMap<string, Doc>;
  seq: ReadonlyMap<string, number>;
  indexes: Iterable<CollectionIndex>;
}

interface IndexPlan {
  index: CollectionIndex;
  prefix: number;
  range: boolean;
  ranges: Array<{ from: Position; to: Position }>;
  count: number;
  /** Leading sort fields (of the sort without constant fields) the walk orders by, and its way. */
  ordered: number;
  /** The walk gives the whole sort (every field not held constant is ordered): no sort after it. */
  sortsAll: boolean;
  reverse: boolean;
  cost: number;
}

interface Plan {
  summary: PlanSummary;
  run(test: (doc: Doc) => boolean): Doc[];
  /** A scan's run that lets other work in after every `slice` documents (other plans: `run`). */
  runYielding?(test: (doc: Doc) => boolean, slice: number): Promise<Doc[]>;
}

/** Documents a read's scan tests before it lets other work run (a setImmediate turn). */
export const SCAN_SLICE = 2000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Plans and runs a find: matching documents, sorted, skipped and limited. Documents are not copied. */
export function findDocs(
  source: PlanSource,
  filter: Doc,
  test: (doc: Doc) => boolean,
  options: FindOptions = {},
): Doc[] {
  return plan(source, filter, options).run(test);
}

/**
 * `findDocs` for reads: a scan of more than `slice` documents tests them `slice` at a time, letting other
 * requests run in between, instead of blocking the event loop for the whole collection. The scan follows the
 * live document map, as a MongoDB scan without a snapshot does: a document changed or inserted before the scan
 * reaches it is read as it is then, one deleted before is not read; each is read once. With a sort and a limit
 * the matches are cut to the first skip + limit as they grow, so the final sort is small too.
 */
export async function findDocsYielding(
  source: PlanSource,
  filter: Doc,
  test: (doc: Doc) => boolean,
  options: FindOptions = {},
  slice = SCAN_SLICE,
): Promise<Doc[]> {
  const chosen = plan(source, filter, options);
  if (!chosen.runYielding || source.docs.size <= slice) return chosen.run(test);
  return chosen.runYielding(test, slice);
}

export function explainFind(source: PlanSource, filter: Doc, options: FindOptions = {}): PlanSummary {
  return plan(source, filter, options).summary;
}

function plan(source: PlanSource, filter: Doc, options: FindOptions): Plan {
  const sort = Object.entries(options.sort ?? {}) as Array<[string, 1 | -1]>;
  const skip = Math.max(0, options.skip ?? 0);
  const limit = options.limit && options.limit > 0 ? options.limit : 0;
  const wanted = limit > 0 ? skip + limit : Infinity;
  const finish = (docs: Doc[], sortedAlready = false) => {
    const sorted = sort.length > 0 && !sortedAlready ? sortDocs(docs, options.sort as SortSpec) : docs;
    return skip > 0 || limit > 0 ? sorted.slice(skip, limit > 0 ? skip + limit : undefined) : sorted;
  };
  const bounds = fieldBounds(filter);
  const ids = bounds.get('_id')?.points;
  if (ids) {
    return {
      summary: { via: '_id_', sortFromIndex: false, equalityFields: 1, range: false, candidates: ids.length },
      run: (test) => {
        const found: Doc[] = [];
        for (const id of new Set(ids.map(keyOf))) {
          const doc = source.docs.get(id);
          if (doc && test(doc)) found.push(doc);
        }
        const seq = (doc: Doc) => source.seq.get(keyOf(doc._id)) ?? 0;
        return finish(found.sort((a, b) => seq(a) - seq(b)));
      },
    };
  }
  let best: IndexPlan | null = null;
  // Each index's plan reads the same equality lists: each is deduplicated and sorted once.
  const distinct = new Map<unknown[], unknown[]>();
  const distinctOf = (points: unknown[]) => {
    let unique = distinct.get(points);
    if (!unique) distinct.set(points, (unique = distinctSorted(points)));
    return unique;
  };
  for (const index of source.indexes) {
    const candidate = planIndex(index, bounds, sort, wanted, distinctOf);
    if (candidate && (!best || better(candidate, best))) best = candidate;
  }
  if (!best || best.cost > source.docs.size) {
    return {
      summary: { via: 'scan', sortFromIndex: false, equalityFields: 0, range: false, candidates: source.docs.size },
      run: (test) => {
        const found: Doc[] = [];
        const early = sort.length === 0 ? wanted : Infinity;
        for (const doc of source.docs.values()) {
          if (test(doc)) {
            found.push(doc);
            if (found.length >= early) break;
          }
        }
        return finish(found);
      },
      runYielding: async (test, slice) => {
        let found: Doc[] = [];
        const early = sort.length === 0 ? wanted : Infinity;
        // Stable sort, and later matches come later: cutting a sorted prefix keeps exactly the first `wanted`.
        const cutAt = sort.length > 0 && Number.isFinite(wanted) ? 2 * wanted + slice : Infinity;
        let read = 0;
        for (const doc of source.docs.values()) {
          if (test(doc)) {
            found.push(doc);
            if (found.length >= early) break;
            if (found.length >= cutAt) found = sortDocs(found, options.sort as SortSpec).slice(0, wanted);
          }
          if (++read % slice === 0) await nextTurn();
        }
        return finish(found);
      },
    };
  }
  const chosen = best;
  return {
    summary: {
      via: chosen.index.spec.name,
      sortFromIndex: chosen.ordered > 0,
      equalityFields: chosen.prefix,
      range: chosen.range,
      candidates: chosen.count,
    },
    run: (test) => runIndexPlan(source, chosen, test, sort.length > 0, wanted, finish),
  };
}

function better(a: IndexPlan, b: IndexPlan): boolean {
  if (a.cost !== b.cost) return a.cost < b.cost;
  if (a.prefix !== b.prefix) return a.prefix > b.prefix;
  if (a.range !== b.range) return a.range;
  return a.count < b.count;
}

function planIndex(
  index: CollectionIndex,
  bounds: Map<string, FieldBounds>,
  sort: Array<[string, 1 | -1]>,
  wanted: number,
  distinctOf: (points: unknown[]) => unknown[],
): IndexPlan | null {
  if (!index.plannable) return null;
  const { fields, directions, multikey } = index;
  const prefixPoints: unknown[][] = [];
  let combos = 1;
  while (prefixPoints.length < fields.length) {
    const points = bounds.get(fields[prefixPoints.length] as string)?.points;
    if (!points) break;
    const unique = distinctOf(points);
    if (combos * unique.length > MAX_RANGES) break;
    combos *= unique.length;
    prefixPoints.push(unique);
  }
  const prefix = prefixPoints.length;
  const rangeField = prefix < fields.length && !multikey[prefix] ? bounds.get(fields[prefix] as string) : undefined;
  const lower = rangeField?.points ? undefined : rangeField?.lower;
  const upper = rangeField?.points ? undefined : rangeField?.upper;
  const range = Boolean(lower || upper);

  // The sort without fields held constant by a single equality; then matched against the fields after the prefix.
  const constant = new Set(
    prefixPoints.flatMap((points, i) => (points.length === 1 && !multikey[i] ? [fields[i]] : [])),
  );
  const rest = sort.filter(([field]) => !constant.has(field));
  let ordered = 0;
  let way = 0;
  for (const [field, direction] of rest) {
    const at = prefix + ordered;
    if (at >= fields.length || fields[at] !== field || multikey[at]) break;
    const thisWay = direction * (directions[at] as number);
    if (ordered > 0 && thisWay !== way) break;
    way = thisWay;
    ordered++;
  }
  if (sort.length > 0 && rest.length === 0) ordered = 0;
  if (prefix === 0 && !range && ordered === 0) return null;

  const entries = index.entries;
  const rangeDirection = directions[prefix] ?? 1;
  const low = rangeDirection === 1 ? lower : upper;
  const high = rangeDirection === 1 ? upper : lower;
  const ranges: Array<{ from: Position; to: Position }> = [];
  let count = 0;
  for (const combo of cartesian(prefixPoints)) {
    const lowKey = low ? [...combo, low.value] : combo;
    const highKey = high ? [...combo, high.value] : combo;
    const from = low
      ? entries.seek((e) => {
          const order = index.compareKeys(e.key, lowKey, prefix + 1);
          return low.inclusive ? order >= 0 : order > 0;
        })
      : entries.seek((e) => index.compareKeys(e.key, combo, prefix) >= 0);
    const to = high
      ? entries.seek((e) => {
          const order = index.compareKeys(e.key, highKey, prefix + 1);
          return high.inclusive ? order > 0 : order >= 0;
        })
      : entries.seek((e) => index.compareKeys(e.key, combo, prefix) > 0);
    const size = Math.max(0, entries.rank(to) - entries.rank(from));
    if (size > 0) ranges.push({ from, to });
    count += size;
  }
  const readsAll = !Number.isFinite(wanted) || (sort.length > 0 && ordered === 0);
  return {
    index,
    prefix,
    range,
    ranges,
    count,
    ordered,
    sortsAll: sort.length > 0 && ordered > 0 && ordered === rest.length,
    reverse: way === -1,
    cost: readsAll ? count : Math.min(count, wanted),
  };
}

function runIndexPlan(
  source: PlanSource,
  plan: IndexPlan,
  test: (doc: Doc) => boolean,
  sorted: boolean,
  wanted: number,
  finish: (docs: Doc[], sortedAlready?: boolean) => Doc[],
): Doc[] {
  const { index, prefix, ordered } = plan;
  const seen = index.multikey.some(Boolean) ? new Set<number>() : null;
  const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;
  const walk = ordered > 0 ? mergeRanges(plan) : chainRanges(plan);
  // Unordered or unsorted reads that take everything keep the collection's natural (insertion) order.
  if (ordered === 0 && (sorted || !Number.isFinite(wanted))) {
    const all: Array<{ seq: number; doc: Doc }> = [];
    for (const entry of walk) {
      if (seen) {
        if (seen.has(entry.seq)) continue;
        seen.add(entry.seq);
      }
      all.push({ seq: entry.seq, doc: source.docs.get(entry.id) as Doc });
    }
    all.sort(bySeq);
    return finish(all.flatMap(({ doc }) => (test(doc) ? [doc] : [])));
  }
  const out: Doc[] = [];
  if (ordered === 0) {
    for (const entry of walk) {
      if (seen) {
        if (seen.has(entry.seq)) continue;
        seen.add(entry.seq);
      }
      const doc = source.docs.get(entry.id) as Doc;
      if (test(doc)) {
        out.push(doc);
        if (out.length >= wanted) break;
      }
    }
    return finish(out);
  }
  // Ordered: entries equal on the ordered sort fields form a run; a run is put in insertion order (a stable
  // sort's tie order) and sorted by the whole sort, and the walk stops at the end of a run once enough are in.
  let run: Array<{ seq: number; doc: Doc }> = [];
  let runKey: unknown[] | null = null;
  const flush = () => {
    run.sort(bySeq);
    for (const { doc } of run) out.push(doc);
    run = [];
  };
  for (const entry of walk) {
    if (seen) {
      if (seen.has(entry.seq)) continue;
      seen.add(entry.seq);
    }
    if (runKey && !sameRun(entry.key, runKey, prefix, ordered)) {
      flush();
      if (out.length >= wanted) break;
    }
    runKey = entry.key;
    const doc = source.docs.get(entry.id) as Doc;
    if (test(doc)) run.push({ seq: entry.seq, doc });
  }
  flush();
  // Runs in index order, each in insertion order: when the index gives every sort field, that is already
  // exactly what a stable sort of the matches gives.
  return finish(out, plan.sortsAll);
}

function sameRun(a: unknown[], b: unknown[], from: number, length: number): boolean {
  for (let i = from; i < from + length; i++) if (compareValues(a[i], b[i]) !== 0) return false;
  return true;
}

function* chainRanges(plan: IndexPlan): Generator<IndexEntry> {
  for (const { from, to } of plan.ranges) yield* plan.index.entries.between(from, to, false);
}

/** The ranges' entries in the order of the fields after the prefix (each range is already in that order). */
function* mergeRanges(plan: IndexPlan): Generator<IndexEntry> {
  const { index, prefix, reverse } = plan;
  const walks = plan.ranges.map(({ from, to }) => index.entries.between(from, to, reverse));
  if (walks.length === 1) {
    yield* walks[0] as Generator<IndexEntry>;
    return;
  }
  const heads = walks.map((walk) => walk.next());
  const way = reverse ? -1 : 1;
  for (;;) {
    let pick = -1;
    for (let i = 0; i < heads.length; i++) {
      const head = heads[i] as IteratorResult<IndexEntry>;
      if (head.done) continue;
      if (pick < 0) {
        pick = i;
        continue;
      }
      const current = (heads[pick] as IteratorYieldResult<IndexEntry>).value;
      const order = compareSuffix(index, head.value, current, prefix) * way;
      if (order < 0) pick = i;
    }
    if (pick < 0) return;
    const head = heads[pick] as IteratorYieldResult<IndexEntry>;
    yield head.value;
    heads[pick] = (walks[pick] as Generator<IndexEntry>).next();
  }
}

function compareSuffix(index: CollectionIndex, a: IndexEntry, b: IndexEntry, from: number): number {
  for (let i = from; i < index.fields.length; i++) {
    const order = compareValues(a.key[i], b.key[i]);
    if (order !== 0) return order * (index.directions[i] as number);
  }
  return a.seq - b.seq;
}

/**
 * The values without repeats (MongoDB equality, as `keyOf` says), in index order. Sorted first, so only
 * values the order calls equal need their keys compared (ObjectIds are not turned into hex text).
 */
function distinctSorted(values: unknown[]): unknown[] {
  if (values.length < 2) return values.slice();
  const sorted = values.slice().sort(compareValues);
  const out: unknown[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start + 1;
    while (end < sorted.length && compareValues(sorted[start], sorted[end]) === 0) end++;
    if (end - start === 1) out.push(sorted[start]);
    else {
      const seen = new Map<string, unknown>();
      for (let i = start; i < end; i++) seen.set(keyOf(sorted[i]), sorted[i]);
      for (const value of seen.values()) out.push(value);
    }
    start = end;
  }
  return out;
}

/** Every combination of one value from each list, in order (the first list varies slowest). */
function cartesian(lists: unknown[][]): unknown[][] {
  let combos: unknown[][] = [[]];
  for (const list of lists) {
    if (list.length === 1) {
      for (const combo of combos) combo.push(list[0]);
      continue;
    }
    const next: unknown[][] = [];
    for (const combo of combos) for (const item of list) next.push([...combo, item]);
    combos = next;
  }
  return combos;
}
