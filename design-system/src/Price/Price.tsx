import styled from 'styled-components';
import type { Money } from '@petpal/contracts';
import { formatMoney, type MoneyFormat } from './format-money';

/** Pages break long words anywhere (overflow-wrap), so an amount is kept whole: "₹990.00", never "₹990." / "00". */
const Amount = styled.span`
  white-space: nowrap;
`;

export interface PriceProps extends MoneyFormat {
  value: Money;
}

/** An amount of money in its currency, on one line wherever it shows. */
export function Price({ value, ...format }: PriceProps) {
  return <Amount>{formatMoney(value, format)}</Amount>;
}
