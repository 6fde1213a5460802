import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system';
import { ShopCard } from '../features/orders/components/ShopCard';
import { PharmacyQueueCard } from '../features/pharmacy/components/PharmacyQueueCard';
import { SupplierCard } from '../features/supplier/components/SupplierCard';

/** The shop's card on /dashboard, by role: a pharmacist's queue, a supplier's products, else the orders. */
export function DashboardShopCard() {
  const role = useAtomValue(sessionUserAtom)?.role;
  if (role === 'pharmacist') return <PharmacyQueueCard />;
  if (role === 'supplier') return <SupplierCard />;
  return <ShopCard />;
}
