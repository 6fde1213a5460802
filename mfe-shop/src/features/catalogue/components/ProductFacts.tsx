import styled, { css } from 'styled-components';
import type { Product } from '@petpal/contracts';
import { Badge, Price } from '@petpal/design-system';
import { LOW_STOCK, PRESCRIPTION_REQUIRED, stockLabel } from '../../../lib/product-format';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

const PriceLine = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
  `}
`;

/** The price in the viewer's currency, the stock state and the prescription badge. */
export function ProductFacts({ product }: { product: Product }) {
  const left = product.inStock && product.stock > 0;
  return (
    <Row>
      <PriceLine>
        <Price value={product.price} />
      </PriceLine>
      <Badge variant={!left ? 'destructive' : product.stock <= LOW_STOCK ? 'warning' : 'success'}>
        {stockLabel(product)}
      </Badge>
      {product.prescriptionRequired && <Badge variant="info">{PRESCRIPTION_REQUIRED}</Badge>}
    </Row>
  );
}
