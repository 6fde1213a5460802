export { PaymentMethodField, paymentMethodMessages } from './PaymentMethodField';
export type { PaymentMethodFieldProps } from './PaymentMethodField';
