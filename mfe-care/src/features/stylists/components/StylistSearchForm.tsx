import { useState, type FormEvent } from 'react';
import { PET_STYLIST_SPECIALIZATIONS, type StylistService } from '@petpal/contracts';
import styled, { css } from 'styled-components';
import { Button, Card, CardBody, Select, Stack, TextField } from '@petpal/design-system';
import type { StylistFilters } from '../stylist-search';

export interface StylistSearchFormProps {
  /** The search on screen; the form starts from it. */
  filters: StylistFilters;
  onSearch(filters: StylistFilters): void;
}

const Fields = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
    gap: ${theme.spacing[4]};
  `}
`;

const serviceOptions = PET_STYLIST_SPECIALIZATIONS.map((service) => ({ value: service, label: service }));

/** Spec section 2: the location text filter (contains, any case) and the service filter. */
export function StylistSearchForm({ filters, onSearch }: StylistSearchFormProps) {
  const [draft, setDraft] = useState(filters);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ location: draft.location.trim(), service: draft.service });
  }

  return (
    <Card>
      <CardBody>
        <form role="search" aria-label="Search pet stylists" onSubmit={submit}>
          <Stack gap={4}>
            <Fields>
              <TextField
                label="Location"
                placeholder="City or area"
                maxLength={120}
                value={draft.location}
                onChange={(event) => setDraft({ ...draft, location: event.target.value })}
              />
              <Select
                label="Service"
                placeholder="All services"
                value={draft.service}
                options={serviceOptions}
                onChange={(event) => setDraft({ ...draft, service: event.target.value as StylistService | '' })}
              />
            </Fields>
            <div>
              <Button type="submit">Search</Button>
            </div>
          </Stack>
        </form>
      </CardBody>
    </Card>
  );
}
