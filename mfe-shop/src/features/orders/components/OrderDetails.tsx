import styled, { css } from 'styled-components';
import type { Order } from '@petpal/contracts';
import { Badge, Stack, Text, Price } from '@petpal/design-system';
import { LineList } from '../../../ui/LineList';
import { PRESCRIPTION_REQUIRED } from '../../../lib/product-format';
import { addressLines } from './order-format';
import { RefundNote } from './RefundNote';

const Line = styled.li`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${theme.spacing[2]};
  `}
`;

const Address = styled.address`
  font-style: normal;
  overflow-wrap: anywhere;
`;

/** An order's lines, total, payment method and shipping address. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <Stack gap={3}>
      <LineList aria-label="Items">
        {order.lines.map((line) => (
          <Line key={line.productId}>
            <span>
              {`${line.name} × ${line.quantity} `}
              {line.prescriptionRequired && <Badge variant="info">{PRESCRIPTION_REQUIRED}</Badge>}
            </span>
            <span>
              <Price value={line.lineTotal} />
            </span>
          </Line>
        ))}
      </LineList>
      {order.delivery && (
        <Text tone="muted">
          {'Delivery: '}
          {order.delivery.amountMinor === 0 ? 'Free' : <Price value={order.delivery} />}
          {order.tax && (
            <>
              {` · ${order.tax.label}: `}
              <Price value={order.tax.amount} />
            </>
          )}
        </Text>
      )}
      <Text>
        Total:{' '}
        <strong>
          <Price value={order.total} />
        </strong>
        {` · Paid with ${order.paymentMethodLabel}`}
      </Text>
      <RefundNote order={order} />
      <Address aria-label="Shipping address">
        {addressLines(order.shippingAddress).map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </Address>
    </Stack>
  );
}
