import type { FormEvent } from 'react';
import { Button, TextField, useAddressState, useFilterText, type AddressCodec } from '@petpal/design-system';

/** A list's page in the address (`?page=`, from 2 on). */
export interface ListPage {
  page: number;
}

/** A searchable list's search word and page (`?q=&page=`). */
export interface ListQuery extends ListPage {
  q: string;
}

/** The page of `params`: a whole number from 1, else 1. */
export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 && page <= 10_000 ? page : 1;
}

/** Two codecs over different parameters as one (a tab's own filters and the list's page, say). */
function joined<A extends object, B extends object>(a: AddressCodec<A>, b: AddressCodec<B>): AddressCodec<A & B> {
  const entries = (written: URLSearchParams | Record<string, string>) =>
    written instanceof URLSearchParams ? [...written.entries()] : Object.entries(written);
  return {
    keys: [...a.keys, ...b.keys],
    read: (params) => ({ ...a.read(params), ...b.read(params) }),
    write: (value) => Object.fromEntries([...entries(a.write(value)), ...entries(b.write(value))]),
  };
}

const pageCodec: AddressCodec<ListPage> = {
  keys: ['page'],
  read: (params) => ({ page: pageFrom(params) }),
  write: ({ page }) => ({ page: page > 1 ? String(page) : '' }),
};

const wordCodec: AddressCodec<{ q: string }> = {
  keys: ['q'],
  read: (params) => ({ q: params.get('q')?.trim() ?? '' }),
  write: ({ q }) => ({ q: q.trim() }),
};

/** A tab with no filters of its own. */
export const noFilters: AddressCodec<object> = { keys: [], read: () => ({}), write: () => ({}) };

/** A tab's own filters (its parameters) with the list's page, as one codec. */
export const pagedCodec = <F extends object>(filters: AddressCodec<F>) => joined(filters, pageCodec);

/** A tab's own filters with the search word and the page. */
export const searchCodec = <F extends object>(filters: AddressCodec<F>) =>
  joined(joined(filters, wordCodec), pageCodec);

const plainSearch = searchCodec(noFilters);

/**
 * A list's filters, search and page, kept in the address (a reload and Back keep them): a filter applies at
 * once from page 1, typing changes the draft until Search (or Enter), and an emptied box clears the search.
 */
export function useListSearch<F extends object = object>(
  codec: AddressCodec<F & ListQuery> = plainSearch as AddressCodec<F & ListQuery>,
) {
  const [filters, setFilters] = useAddressState(codec);
  const [draft, setDraft] = useFilterText(filters.q, {
    commit: () => setFilters((current) => ({ ...current, q: '', page: 1 })),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setFilters((current) => ({ ...current, q: draft.trim(), page: 1 }));
  }
  return {
    filters,
    draft,
    setDraft,
    q: filters.q,
    page: filters.page,
    setPage: (page: number) => setFilters((current) => ({ ...current, page })),
    filter: (patch: Partial<F>) => setFilters((current) => ({ ...current, ...patch, page: 1 })),
    submit,
  };
}

export interface SearchBoxProps {
  label: string;
  hint: string;
  search: Pick<ReturnType<typeof useListSearch>, 'draft' | 'setDraft'>;
}

/** The search field and its button, inside a list's filters form (whose submit is the search's). */
export function SearchBox({ label, hint, search }: SearchBoxProps) {
  return (
    <>
      <TextField label={label} hint={hint} value={search.draft} onChange={(e) => search.setDraft(e.target.value)} />
      <Button type="submit">Search</Button>
    </>
  );
}
