import { useState } from 'react';
import { Alert, Button, Card, EmptyState, Heading, LoadingLine, Stack } from '@petpal/design-system';
import { errorMessageOf } from '../../../lib/error-message';
import { ProviderPracticeFrame } from '../../../ui/ProviderPracticeFrame';
import { useSupplierProducts } from '../api/supplier-products';
import { NewProductForm } from './NewProductForm';
import { SupplierProductCard } from './SupplierProductCard';

/**
 * /dashboard/supplier-products (decision 043): a supplier's own products with their stock; add one, edit
 * prices, receive or remove stock, deactivate (hidden from the shop; products with orders are never deleted).
 * Until an admin verifies the supplier, the standing panel instead (decision 053).
 */
export function SupplierProductsPage() {
  return (
    <ProviderPracticeFrame
      title="My Products"
      intro="Prices are kept in rupees and dollars; shoppers see their own currency."
      role="supplier"
      guestMessage="Log in with your supplier account to manage your products."
      otherRoleMessage="This page is for suppliers. Shoppers find products under Merchandise and Pharmacy."
      returnTo="/dashboard/supplier-products"
    >
      <Products />
    </ProviderPracticeFrame>
  );
}

function Products() {
  const products = useSupplierProducts(true);
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap={5}>
      {adding ? (
        <Card>
          <Stack gap={3}>
            <Heading level={2}>Add a product</Heading>
            <NewProductForm onDone={() => setAdding(false)} />
            <div>
              <Button variant="ghost" size="sm" onClick={() => setAdding(false)}>
                Cancel
              </Button>
            </div>
          </Stack>
        </Card>
      ) : (
        <div>
          <Button onClick={() => setAdding(true)}>Add Product</Button>
        </div>
      )}
      {products.isPending ? (
        <LoadingLine message="Loading your products…" />
      ) : products.isError ? (
        <Alert variant="error">{errorMessageOf(products.error)}</Alert>
      ) : products.data.products.length === 0 ? (
        <EmptyState title="No products yet" description="Add your first product: it appears in the shop at once." />
      ) : (
        <Stack gap={3}>
          {products.data.products.map((product) => (
            <SupplierProductCard key={product.id} product={product} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
