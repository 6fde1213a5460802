import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { SHOP_SORTS, SHOP_SPECIES, type ShopSort } from '@petpal/contracts';
import { Button, Checkbox, Select, TextField, useFilterText } from '@petpal/design-system';
import { priceRangeError, type CatalogueFilters as Filters } from '../catalogue-filters';
import { categoryOptions, SORT_LABELS, SPECIES_LABELS, type Shelf } from '../../../lib/shelves';

const Form = styled.form`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    align-items: end;
    gap: ${theme.spacing[3]};
  `}
`;

const speciesOptions = SHOP_SPECIES.map((species) => ({ value: species, label: SPECIES_LABELS[species] }));
const sortOptions = SHOP_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));

export interface CatalogueFiltersProps {
  shelf: Shelf;
  filters: Filters;
  /** '₹' or '$', for the price fields' labels. */
  currencySign: string;
  /** A new set of filters (the page goes back to 1). */
  onChange(filters: Filters): void;
}

/**
 * Search, category (merchandise), species, price range, in stock only and sort. Choices apply at once, with
 * the search word as typed; the prices when the form is sent. An emptied field drops its filter at once.
 */
export function CatalogueFilters({ shelf, filters, currencySign, onChange }: CatalogueFiltersProps) {
  const emptied = (key: 'q' | 'minPrice' | 'maxPrice') => ({
    commit: () => onChange({ ...filters, [key]: '', page: 1 }),
  });
  const [q, setQ] = useFilterText(filters.q, emptied('q'));
  const [minPrice, setMinPrice] = useFilterText(filters.minPrice, emptied('minPrice'));
  const [maxPrice, setMaxPrice] = useFilterText(filters.maxPrice, emptied('maxPrice'));
  const [priceError, setPriceError] = useState<string | null>(null);
  const apply = (patch: Partial<Filters>) => onChange({ ...filters, q: q.trim(), ...patch, page: 1 });

  function submit(event: FormEvent) {
    event.preventDefault();
    const error = priceRangeError(minPrice.trim(), maxPrice.trim());
    setPriceError(error);
    if (error) return;
    apply({ minPrice: minPrice.trim(), maxPrice: maxPrice.trim() });
  }

  return (
    <Form role="search" aria-label="Filter products" onSubmit={submit} noValidate>
      <TextField
        label="Search"
        type="search"
        name="q"
        maxLength={80}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {shelf === 'merchandise' && (
        <Select
          label="Category"
          placeholder="All categories"
          options={categoryOptions}
          value={filters.category}
          onChange={(event) => apply({ category: event.target.value as Filters['category'] })}
        />
      )}
      <Select
        label="Pet"
        placeholder="All pets"
        options={speciesOptions}
        value={filters.species}
        onChange={(event) => apply({ species: event.target.value as Filters['species'] })}
      />
      <TextField
        label={`Min price (${currencySign})`}
        inputMode="decimal"
        name="minPrice"
        value={minPrice}
        error={priceError ?? undefined}
        onChange={(event) => setMinPrice(event.target.value)}
      />
      <TextField
        label={`Max price (${currencySign})`}
        inputMode="decimal"
        name="maxPrice"
        value={maxPrice}
        onChange={(event) => setMaxPrice(event.target.value)}
      />
      <Select
        label="Sort by"
        options={sortOptions}
        value={filters.sort}
        onChange={(event) => apply({ sort: event.target.value as ShopSort })}
      />
      <Checkbox
        label="In stock only"
        checked={filters.inStock}
        onChange={(event) => apply({ inStock: event.target.checked })}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
