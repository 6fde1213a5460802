import type { FormEvent } from 'react';
import { PET_STYLIST_SPECIALIZATIONS, type StylistService } from '@petpal/contracts';
import styled, { css } from 'styled-components';
import { Button, Card, CardBody, Select, Stack, TextField, useFilterText } from '@petpal/design-system';
import type { StylistFilters } from '../stylist-search';

export interface StylistSearchFormProps {
  /** The search on screen; the form follows it (Back, a link). */
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

/** Spec section 2: the location text filter (contains, any case) and the service filter; an emptied location applies at once. */
export function StylistSearchForm({ filters, onSearch }: StylistSearchFormProps) {
  const [location, setLocation] = useFilterText(filters.location, {
    commit: () => onSearch({ ...filters, location: '' }),
  });
  const [service, setService] = useFilterText(filters.service);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ location: location.trim(), service: service as StylistService | '' });
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
                value={location}
                onChange={(event) => setLocation(event.target.value)}
              />
              <Select
                label="Service"
                placeholder="All services"
                value={service}
                options={serviceOptions}
                onChange={(event) => setService(event.target.value)}
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
