import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MAX_QUANTITY_PER_ITEM } from '@petpal/contracts';
import { Alert, Badge, Button, Photo, Select, Text, formatMoney, Price } from '@petpal/design-system';
import { PRESCRIPTION_REQUIRED } from '../../../lib/product-format';
import { productPath } from '../../../lib/shelves';
import { refusalText } from '../../../lib/cart/refusal';
import type { CartLineView } from '../../../lib/cart/use-cart';

const Item = styled.li`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: 4rem minmax(0, 1fr) auto;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]} 0;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  `}
`;

const Controls = styled.div`
  ${({ theme }) => css`
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${theme.spacing[3]};

    /* A long product name wraps in its Remove button instead of pushing the page sideways on a phone. */
    & > * {
      min-width: 0;
      max-width: 100%;
    }

    & > button {
      white-space: normal;
      text-align: start;
    }
  `}
`;

/** The product's picture: a square thumbnail whose box is reserved before it loads. */
const Thumb = styled(Link)`
  display: block;
  width: 4rem;
`;

const Total = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Up to 10; a line above the stock (it dropped since) keeps its own quantity so the choice stays visible. */
const quantityOptions = (stock: number, quantity: number) =>
  Array.from({ length: Math.min(Math.max(stock, quantity, 1), MAX_QUANTITY_PER_ITEM) }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

export interface CartLineItemProps {
  line: CartLineView;
  onQuantity(quantity: number): Promise<void>;
  onRemove(): Promise<void>;
}

/** A cart line: its product, quantity (changes at once), Remove, and the API's refusal in its words. */
export function CartLineItem({ line, onQuantity, onRemove }: CartLineItemProps) {
  const { product, quantity } = line;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(refusalText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Item aria-label={product.name}>
      <Thumb to={productPath(product)} tabIndex={-1} aria-hidden="true">
        <Photo src={product.imageUrl} alt="" fallback={{ kind: 'product' }} ratio={1} sizes="64px" />
      </Thumb>
      <div>
        <Link to={productPath(product)}>{product.name}</Link>
        <Text tone="muted">{`${product.brand} · ${formatMoney(product.price)} each`}</Text>
        {product.prescriptionRequired && <Badge variant="info">{PRESCRIPTION_REQUIRED}</Badge>}
      </div>
      <Total>
        <Price value={line.lineTotal} />
      </Total>
      <Controls>
        <Select
          label={`Quantity of ${product.name}`}
          options={quantityOptions(product.stock, quantity)}
          value={String(quantity)}
          disabled={busy}
          onChange={(event) => void run(() => onQuantity(Number(event.target.value)))}
        />
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run(onRemove)}>
          {`Remove ${product.name}`}
        </Button>
      </Controls>
      {refusal && (
        <Controls>
          <Alert variant="error">{refusal}</Alert>
        </Controls>
      )}
    </Item>
  );
}
