export { formatMoney, type MoneyFormat } from './format-money';
export { Price, type PriceProps } from './Price';
