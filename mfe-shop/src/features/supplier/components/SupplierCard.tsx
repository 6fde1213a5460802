import {
  ButtonLink,
  Card,
  CardBody,
  CardFooter,
  CardTitle,
  LoadingLine,
  ProviderStandingGate,
  Text,
} from '@petpal/design-system';
import { paths } from '../../../lib/paths';
import { useSupplierProducts } from '../api/supplier-products';

/** A product is low on stock at this many units or fewer. */
export const LOW_STOCK = 5;

/**
 * The dashboard's card for a supplier (in the shop-card parcel): products on sale, those running low; the
 * standing panel until an admin verifies the supplier.
 */
export function SupplierCard() {
  return (
    <Card data-remote="mfe-shop">
      <CardTitle>Your products</CardTitle>
      <ProviderStandingGate headingLevel={4}>
        <ProductsSummary />
        <CardFooter>
          {/* A parcel has no router of its own: a plain link, the shell routes it. */}
          <ButtonLink href={paths.supplierProducts} variant="outline" size="sm">
            Manage products and stock
          </ButtonLink>
        </CardFooter>
      </ProviderStandingGate>
    </Card>
  );
}

function ProductsSummary() {
  const products = useSupplierProducts(true);
  let body;
  if (products.isPending) body = <LoadingLine message="Loading your products..." />;
  else if (products.isError) body = <Text tone="muted">We could not load your products.</Text>;
  else {
    const onSale = products.data.products.filter((product) => product.active);
    const low = onSale.filter((product) => product.stock <= LOW_STOCK).length;
    body = (
      <Text>
        {onSale.length === 0
          ? 'You have no products on sale yet.'
          : `${onSale.length} on sale, ${low} with ${LOW_STOCK} or fewer in stock.`}
      </Text>
    );
  }
  return <CardBody>{body}</CardBody>;
}
