import { useEffect, useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { PET_TRAINER_SPECIALIZATIONS, type TrainerSpecialization } from '@petpal/contracts';
import { Button, Icon, Select, TextField } from '@petpal/design-system';
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
  const [location, setLocation] = useState(filters.location);
  const [specialization, setSpecialization] = useState<TrainerSpecialization | ''>(filters.specialization);

  // A search from the address bar, or Back, refills the form.
  useEffect(() => {
    setLocation(filters.location);
    setSpecialization(filters.specialization);
  }, [filters.location, filters.specialization]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ location: location.trim(), specialization, page: 1 });
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
        onChange={(event) => setSpecialization(event.target.value as TrainerSpecialization | '')}
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
