import styled, { css } from 'styled-components';
import type { Order } from '@petpal/contracts';
import { Badge, Text, Price } from '@petpal/design-system';
import { ColumnList } from '../../../ui/LineList';

const Line = styled.li`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.spacing[2]};
  `}
`;

/** An order's lines, the prescription ones marked. */
export function PrescriptionLines({ order }: { order: Pick<Order, 'lines' | 'currency'> }) {
  return (
    <ColumnList aria-label="Order items">
      {order.lines.map((line) => (
        <Line key={line.productId}>
          <Text>
            {line.name} × {line.quantity}
          </Text>
          <Text tone="muted">
            <Price value={line.lineTotal} />
          </Text>
          {line.prescriptionRequired && <Badge variant="warning">Prescription needed</Badge>}
        </Line>
      ))}
    </ColumnList>
  );
}
