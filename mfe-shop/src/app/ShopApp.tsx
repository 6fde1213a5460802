import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { paths } from '../lib/paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072), the product
// and orders pages too (decision 088: the catalogue is what /merchandise and /pharmacy show first).
const ProductWithAutoshipPage = lazyScreen(
  () => import('./autoship-pages').then(({ ProductWithAutoshipPage }) => ({ ProductWithAutoshipPage })),
  'ProductWithAutoshipPage',
);
const OrdersWithAutoshipPage = lazyScreen(
  () => import('./autoship-pages').then(({ OrdersWithAutoshipPage }) => ({ OrdersWithAutoshipPage })),
  'OrdersWithAutoshipPage',
);
const NewAutoshipPage = lazyScreen(() => import('../features/autoship/components/NewAutoshipPage'), 'NewAutoshipPage');
const CartPage = lazyScreen(() => import('../features/cart/components/CartPage'), 'CartPage');
const CheckoutPage = lazyScreen(() => import('../features/checkout/components/CheckoutPage'), 'CheckoutPage');
const InsurancePage = lazyScreen(() => import('../features/insurance/components/InsurancePage'), 'InsurancePage');
const OrderConfirmationPage = lazyScreen(
  () => import('../features/orders/components/OrderConfirmationPage'),
  'OrderConfirmationPage',
);
const PharmacyPracticePage = lazyScreen(
  () => import('../features/pharmacy/components/PharmacyPracticePage'),
  'PharmacyPracticePage',
);
const PrescriptionPage = lazyScreen(
  () => import('../features/pharmacy/components/PrescriptionPage'),
  'PrescriptionPage',
);
const SupplierProductsPage = lazyScreen(
  () => import('../features/supplier/components/SupplierProductsPage'),
  'SupplierProductsPage',
);

export function ShopRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path={paths.merchandise} element={<CataloguePage shelf="merchandise" />} />
        <Route path={paths.merchandiseProduct} element={<ProductWithAutoshipPage shelf="merchandise" />} />
        <Route path={paths.pharmacy} element={<CataloguePage shelf="pharmacy" />} />
        <Route path={paths.pharmacyProduct} element={<ProductWithAutoshipPage shelf="pharmacy" />} />
        <Route path={paths.cart} element={<CartPage />} />
        <Route path={paths.checkout} element={<CheckoutPage />} />
        <Route path={paths.orderConfirmation} element={<OrderConfirmationPage />} />
        <Route path={paths.orders} element={<OrdersWithAutoshipPage />} />
        <Route path={paths.newAutoship} element={<NewAutoshipPage />} />
        <Route path={paths.orderPrescription} element={<PrescriptionPage />} />
        <Route path={paths.insurance} element={<InsurancePage />} />
        <Route path={paths.pharmacyPractice} element={<PharmacyPracticePage />} />
        <Route path={paths.supplierProducts} element={<SupplierProductsPage />} />
      </Routes>
    </Suspense>
  );
}

export function ShopApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-shop">
        <ShopRoutes />
      </div>
    </BrowserRouter>
  );
}
