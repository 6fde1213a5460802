import { useState, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MAX_QUANTITY_PER_ITEM, SHOP_CATEGORY_LABELS, shopMessages, type Product } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Card,
  EmptyState,
  Heading,
  LoadingLine,
  Photo,
  RouterButtonLink,
  Select,
  Stack,
  Text,
  usePageTitle,
} from '@petpal/design-system';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageContainer } from '../../../ui/ShopPageFrame';
import { CartLink } from '../../../ui/CartLink';
import { useProduct } from '../../../lib/products';
import { productPath, SHELF_TITLES, shelfOf, shelfPath, SPECIES_LABELS, type Shelf } from '../../../lib/shelves';
import { useViewerCountry } from '../../../lib/viewer-country';
import { AddToCartButton } from './AddToCartButton';
import { ProductFacts } from './ProductFacts';

const Details = styled(Card)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[4]};
    overflow-wrap: anywhere;
  `}
`;

/** The product's picture beside its details on a wide screen, above them on a phone; its box reserved. */
const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: ${theme.spacing[5]};
    align-items: start;

    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

const Buy = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${theme.spacing[3]};
  `}
`;

export const PRODUCT_LOAD_FAILED = 'We could not load this product. Please try again.';

/** 1 to the stock, at most 10 (what one cart may hold). */
const quantityOptions = (stock: number) =>
  Array.from({ length: Math.max(1, Math.min(stock, MAX_QUANTITY_PER_ITEM)) }, (_, index) => ({
    value: String(index + 1),
    label: String(index + 1),
  }));

/** What the app shows under a product's buying controls (the Autoship offer), given the chosen quantity. */
export type ProductOffer = (product: Product, quantity: number) => ReactNode;

function ProductDetails({ product, offer }: { product: Product; offer?: ProductOffer }) {
  const [quantity, setQuantity] = useState(1);
  const soldOut = !product.inStock || product.stock <= 0;
  return (
    <Layout>
      <Photo
        src={product.imageUrl}
        alt={product.name}
        fallback={{ kind: 'product' }}
        sizes="(max-width: 767px) 100vw, 40vw"
        eager
      />
      <Details as="article" aria-labelledby="product-name">
        <Stack gap={1}>
          <Heading level={1} id="product-name">
            {product.name}
          </Heading>
          <Text tone="muted">{product.brand}</Text>
        </Stack>
        <ProductFacts product={product} />
        <Text>{product.description}</Text>
        <Text tone="muted">
          {`${SHOP_CATEGORY_LABELS[product.category]} · For ${product.species.map((s) => SPECIES_LABELS[s]).join(', ')}`}
        </Text>
        {product.prescriptionRequired && (
          <Alert variant="info">
            After you order, we ask for your pet&apos;s prescription before the order is prepared.
          </Alert>
        )}
        <Buy>
          {!soldOut && (
            <Select
              label="Quantity"
              options={quantityOptions(product.stock)}
              value={String(quantity)}
              onChange={(event) => setQuantity(Number(event.target.value))}
            />
          )}
          <AddToCartButton product={product} quantity={quantity} />
          <CartLink />
        </Buy>
        {offer?.(product, quantity)}
      </Details>
    </Layout>
  );
}

/** /merchandise/:slug and /pharmacy/:slug: one product, a quantity and Add to cart; a product elsewhere moves shelf. */
export function ProductPage({ shelf, offer }: { shelf: Shelf; offer?: ProductOffer }) {
  const { slug = '' } = useParams();
  const country = useViewerCountry();
  const answer = useProduct(slug, country);
  const product = answer.data?.product;
  usePageTitle(product?.name ?? SHELF_TITLES[shelf]);

  let body;
  if (answer.isPending) body = <LoadingLine message="Loading product..." />;
  else if (answer.error instanceof ApiError && answer.error.status === 404) {
    body = (
      <EmptyState
        title="Product not found"
        description={shopMessages.productNotFound}
        action={<RouterButtonLink to={shelfPath(shelf)}>{`Back to ${SHELF_TITLES[shelf]}`}</RouterButtonLink>}
      />
    );
  } else if (answer.isError) {
    body = <LoadFailedAlert title={PRODUCT_LOAD_FAILED} onRetry={() => void answer.refetch()} />;
  } else if (shelfOf(answer.data.product) !== shelf) {
    return <Navigate to={productPath(answer.data.product)} replace />;
  } else {
    body = <ProductDetails product={answer.data.product} offer={offer} />;
  }

  return (
    <ShopPageContainer>
      <Stack gap={4}>
        <nav aria-label="Breadcrumb">
          <Link to={shelfPath(shelf)}>{SHELF_TITLES[shelf]}</Link>
        </nav>
        {body}
      </Stack>
    </ShopPageContainer>
  );
}
