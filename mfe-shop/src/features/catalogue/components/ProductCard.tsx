import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { Product } from '@petpal/contracts';
import { Card, Photo, Text } from '@petpal/design-system';
import { productPath } from '../../../lib/shelves';
import { AddToCartButton } from './AddToCartButton';
import { ProductFacts } from './ProductFacts';

const Body = styled(Card)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    height: 100%;
    overflow-wrap: anywhere;
  `}
`;

const Name = styled.h2`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.tight};

    a {
      color: ${theme.colors.text};
    }
  `}
`;

const Footer = styled.div`
  margin-top: auto;
`;

/**
 * One product in the catalogue: name (to its page), brand, price, stock, prescription badge, Add to cart.
 * `priority`: the card is in the first row, above the fold, so its picture loads at once and first.
 */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  return (
    <Body as="article" aria-label={product.name}>
      {/* Decorative beside the name; a box of its final size before it loads, our drawing without a picture. */}
      <Photo
        src={product.imageUrl}
        alt=""
        fallback={{ kind: 'product' }}
        sizes="(max-width: 640px) 100vw, 320px"
        priority={priority}
      />
      <Name>
        <Link to={productPath(product)}>{product.name}</Link>
      </Name>
      <Text tone="muted">{product.brand}</Text>
      <ProductFacts product={product} />
      <Footer>
        <AddToCartButton product={product} size="sm" />
      </Footer>
    </Body>
  );
}
