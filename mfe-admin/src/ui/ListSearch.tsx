import { useState, type FormEvent } from 'react';
import { Button, TextField } from '@petpal/design-system';

/** A list's search and page: typing changes the draft; Search (or Enter) applies it, from page 1. */
export function useListSearch() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  function submit(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }
  return { draft, setDraft, q, page, setPage, submit };
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
