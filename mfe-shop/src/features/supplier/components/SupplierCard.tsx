import type { SupplierProductList } from '@petpal/contracts';
import { paths } from '../../../lib/paths';
import { ProviderDashboardCard, QuerySummary } from '../../../ui/ProviderDashboardCard';
import { useSupplierProducts } from '../api/supplier-products';

/** A product is low on stock at this many units or fewer. */
export const LOW_STOCK = 5;

const useProducts = () => useSupplierProducts(true);

/**
 * The dashboard's card for a supplier (in the shop-card parcel): products on sale, those running low; the
 * standing panel until an admin verifies the supplier.
 */
export function SupplierCard() {
  return (
    <ProviderDashboardCard title="Your products" href={paths.supplierProducts} linkLabel="Manage products and stock">
      <QuerySummary
        useData={useProducts}
        loading="Loading your products..."
        failed="We could not load your products."
        summary={productsSummary}
      />
    </ProviderDashboardCard>
  );
}

function productsSummary({ products }: SupplierProductList): string {
  const onSale = products.filter((product) => product.active);
  const low = onSale.filter((product) => product.stock <= LOW_STOCK).length;
  return onSale.length === 0
    ? 'You have no products on sale yet.'
    : `${onSale.length} on sale, ${low} with ${LOW_STOCK} or fewer in stock.`;
}
