import styled, { css } from 'styled-components';
import { ADOPTION_SPECIES, ADOPTION_SPECIES_LABELS, type AdoptionCurrency } from '@petpal/contracts';
import { Select, TextField, useFilterText, type AddressUpdate } from '@petpal/design-system';
import { AGE_GROUPS, currencySign } from '../format';

export interface AdoptionFilterValues {
  species: string;
  city: string;
  age: string;
  feeMax: string;
}

const Row = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.spacing[3]};
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export interface AdoptionFiltersProps {
  values: AdoptionFilterValues;
  /** The fee filter's currency (the viewer's: spec section 9). */
  currency: AdoptionCurrency;
  feeError?: string | undefined;
  onChange(update: AddressUpdate<AdoptionFilterValues>): void;
}

/** Typing a city or a fee filters once the typing pauses. */
const TYPING_DELAY_MS = 300;

/** Species, city, age group and highest fee: a choice filters the list at once, typing once it pauses. */
export function AdoptionFilters({ values, currency, feeError, onChange }: AdoptionFiltersProps) {
  const put = (key: keyof AdoptionFilterValues, value: string) => onChange((current) => ({ ...current, [key]: value }));
  const typed = (key: 'city' | 'feeMax') => ({ delayMs: TYPING_DELAY_MS, commit: (text: string) => put(key, text) });
  const [city, setCity] = useFilterText(values.city, typed('city'));
  const [feeMax, setFeeMax] = useFilterText(values.feeMax, typed('feeMax'));
  const set = (key: keyof AdoptionFilterValues) => (event: { target: { value: string } }) =>
    put(key, event.target.value);
  return (
    <form role="search" aria-label="Filter pets" onSubmit={(event) => event.preventDefault()}>
      <Row>
        <Select
          label="Species"
          placeholder="Any species"
          options={ADOPTION_SPECIES.map((value) => ({ value, label: ADOPTION_SPECIES_LABELS[value] }))}
          value={values.species}
          onChange={set('species')}
        />
        <TextField
          label="City"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          autoComplete="address-level2"
        />
        <Select
          label="Age"
          placeholder="Any age"
          options={AGE_GROUPS.map(({ value, label }) => ({ value, label }))}
          value={values.age}
          onChange={set('age')}
        />
        <TextField
          label={`Highest fee (${currencySign(currency)})`}
          inputMode="numeric"
          value={feeMax}
          error={feeError}
          hint="0 shows free pets only"
          onChange={(event) => setFeeMax(event.target.value)}
        />
      </Row>
    </form>
  );
}
