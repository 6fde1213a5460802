import type { FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { PET_TRAINER_SPECIALIZATIONS, type TrainerSpecialization } from '@petpal/contracts';
import { Button, Icon, Select, TextField, useFilterText } from '@petpal/design-system';
import type { TrainerFilters } from '../trainer-urls';

const Form = styled.form`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    align-items: end;
    gap: ${theme.spacing[4]};
  `}
`;

const Submit = styled.div`
  display: flex;
  align-items: flex-end;
`;

export interface TrainerSearchFormProps {
  filters: TrainerFilters;
  onSearch(filters: TrainerFilters): void;
}

/** Spec section 2's trainer search: a location text filter and a specialization select (section 9's list). */
export function TrainerSearchForm({ filters, onSearch }: TrainerSearchFormProps) {
  // An emptied location drops its filter at once; Back or a link refills the form.
  const [location, setLocation] = useFilterText(filters.location, {
    commit: () => onSearch({ ...filters, location: '', page: 1 }),
  });
  const [specialization, setSpecialization] = useFilterText(filters.specialization);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ location: location.trim(), specialization: specialization as TrainerSpecialization | '', page: 1 });
  }

  return (
    <Form onSubmit={submit} noValidate aria-label="Search pet trainers">
      <TextField
        label="Location"
        hint="A city or neighbourhood; leave it blank to see every trainer."
        autoComplete="address-level2"
        maxLength={120}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Select
        label="Specialization"
        placeholder="All specializations"
        options={PET_TRAINER_SPECIALIZATIONS.map((value) => ({ value, label: value }))}
        value={specialization}
        onChange={(event) => setSpecialization(event.target.value)}
      />
      <Submit>
        <Button type="submit">
          <Icon name="search" size={16} />
          Search Trainers
        </Button>
      </Submit>
    </Form>
  );
}
