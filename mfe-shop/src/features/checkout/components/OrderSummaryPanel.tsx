import styled from 'styled-components';
import type { OrderSummary } from '@petpal/contracts';
import { Alert, Card, Heading, LoadingLine, Price, Stack, Text } from '@petpal/design-system';
import { LineList } from '../../../ui/LineList';
import type { CartView } from '../../../lib/cart/use-cart';

const SummaryLine = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const Amounts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[1]} ${({ theme }) => theme.spacing[3]};
  margin: 0;

  dd {
    margin: 0;
    text-align: right;
  }
`;

const TotalRow = styled.div`
  display: contents;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface OrderSummaryPanelProps {
  cart: CartView;
  /** The server's amounts for the shipping country; undefined until a country is typed and priced. */
  summary: OrderSummary | undefined;
  loading: boolean;
}

/** The cart's lines, then subtotal, delivery, tax and the total Place order charges: all from the server. */
export function OrderSummaryPanel({ cart, summary, loading }: OrderSummaryPanelProps) {
  return (
    <Card as="section" aria-labelledby="order-summary">
      <Stack gap={3}>
        <Heading level={2} id="order-summary">
          Order summary
        </Heading>
        <LineList>
          {cart.lines.map((line) => (
            <SummaryLine key={line.product.id}>
              <span>{`${line.product.name} × ${line.quantity}`}</span>
              <Price value={line.lineTotal} />
            </SummaryLine>
          ))}
        </LineList>
        {summary ? (
          <Amounts aria-label="Amounts">
            <dt>Subtotal</dt>
            <dd>
              <Price value={summary.subtotal} />
            </dd>
            <dt>Delivery</dt>
            <dd>{summary.delivery.amountMinor === 0 ? 'Free' : <Price value={summary.delivery} />}</dd>
            {summary.tax && (
              <>
                <dt>{summary.tax.label}</dt>
                <dd>
                  <Price value={summary.tax.amount} />
                </dd>
              </>
            )}
            <TotalRow>
              <dt>Total</dt>
              <dd>
                <Price value={summary.total} />
              </dd>
            </TotalRow>
          </Amounts>
        ) : loading ? (
          <LoadingLine message="Working out delivery and tax..." />
        ) : (
          <Text tone="muted">Enter the shipping country to see delivery, tax and the total.</Text>
        )}
        {summary && summary.delivery.amountMinor > 0 && (
          <Text tone="muted">
            Free delivery on orders of <Price value={summary.freeDeliveryFrom} /> or more.
          </Text>
        )}
        {cart.lines.some((line) => line.product.prescriptionRequired) && (
          <Alert variant="info">
            Your cart holds prescription items: the order waits for a prescription before it is prepared.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
