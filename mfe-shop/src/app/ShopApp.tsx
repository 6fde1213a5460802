import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NewAutoshipPage } from '../features/autoship/components/NewAutoshipPage';
import { CartPage } from '../features/cart/components/CartPage';
import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { InsurancePage } from '../features/insurance/components/InsurancePage';
import { OrderConfirmationPage } from '../features/orders/components/OrderConfirmationPage';
import { PharmacyPracticePage } from '../features/pharmacy/components/PharmacyPracticePage';
import { PrescriptionPage } from '../features/pharmacy/components/PrescriptionPage';
import { SupplierProductsPage } from '../features/supplier/components/SupplierProductsPage';
import { paths } from '../lib/paths';
import { OrdersWithAutoshipPage, ProductWithAutoshipPage } from './autoship-pages';

export function ShopRoutes() {
  return (
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
