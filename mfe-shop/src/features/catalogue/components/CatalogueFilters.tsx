import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { SHOP_SORTS, SHOP_SPECIES, type ShopSort } from '@petpal/contracts';
import { Button, Checkbox, Select, TextField } from '@petpal/design-system';
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
 * Search, category (merchandise), species, price range, in stock only and sort. Choices apply at once; the
 * typed ones (search, prices) when the form is sent.
 */
export function CatalogueFilters({ shelf, filters, currencySign, onChange }: CatalogueFiltersProps) {
  const [typed, setTyped] = useState({ q: filters.q, minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  const [priceError, setPriceError] = useState<string | null>(null);
  const apply = (patch: Partial<Filters>) => onChange({ ...filters, ...patch, page: 1 });

  function submit(event: FormEvent) {
    event.preventDefault();
    const minPrice = typed.minPrice.trim();
    const maxPrice = typed.maxPrice.trim();
    const error = priceRangeError(minPrice, maxPrice);
    setPriceError(error);
    if (error) return;
    apply({ q: typed.q.trim(), minPrice, maxPrice });
  }

  return (
    <Form role="search" aria-label="Filter products" onSubmit={submit} noValidate>
      <TextField
        label="Search"
        type="search"
        name="q"
        maxLength={80}
        value={typed.q}
        onChange={(event) => setTyped({ ...typed, q: event.target.value })}
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
        value={typed.minPrice}
        error={priceError ?? undefined}
        onChange={(event) => setTyped({ ...typed, minPrice: event.target.value })}
      />
      <TextField
        label={`Max price (${currencySign})`}
        inputMode="decimal"
        name="maxPrice"
        value={typed.maxPrice}
        onChange={(event) => setTyped({ ...typed, maxPrice: event.target.value })}
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
