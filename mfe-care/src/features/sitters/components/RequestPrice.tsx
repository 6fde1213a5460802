import styled from 'styled-components';
import { sitterPriceOf } from '@petpal/contracts';
import { Facts, Price, Text } from '@petpal/design-system';
import type { ScheduleDraft } from '../../../lib/search-criteria';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RequestPriceProps {
  schedule: ScheduleDraft;
  /** The sitter's rate per hour (major units). */
  hourlyRate: number;
  /** The stored country, for the currency (₹, or $ for the US), as the sitter's card shows the rate. */
  country: string | null | undefined;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * What the request will cost, before it is sent (decision 078): the hours booked x the hourly rate, or the
 * nights x the nightly rate for hostel check-in and house sitting; read out as it changes.
 */
export function RequestPrice({ schedule, hourlyRate, country }: RequestPriceProps) {
  const price =
    schedule.serviceType === ''
      ? null
      : sitterPriceOf({ ...schedule, serviceType: schedule.serviceType }, hourlyRate, country);
  return (
    <div aria-live="polite">
      {price ? (
        <Facts>
          <dt>Price</dt>
          <dd>
            <Price value={price.total} />{' '}
            <Muted>
              ({plural(price.units, price.unit)} x <Price value={price.each} />)
            </Muted>
          </dd>
        </Facts>
      ) : (
        <Text tone="muted">Choose the service, dates and times to see the price.</Text>
      )}
    </div>
  );
}
