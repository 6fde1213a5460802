import type { PaymentMethod, ShippingAddress } from '@petpal/contracts';

/** Sam's address, where the fixtures' orders and Autoships ship. */
export const samsAddress: ShippingAddress = {
  name: 'Sam Rivera',
  line1: '12 Hill Road',
  line2: '',
  city: 'Mumbai',
  postcode: '400050',
  country: 'India',
  phone: '+91 98200 00000',
};

/** Sam's address as a buyer types it into the address form: field label -> value. */
export const samsAddressTyped = {
  'Full name': samsAddress.name,
  'Address line 1': samsAddress.line1,
  City: samsAddress.city,
  Postcode: samsAddress.postcode,
  Phone: samsAddress.phone,
};

/** Sam's saved payment methods: a default Visa card and a UPI id. */
export const visa: PaymentMethod = {
  id: 'e00000000000000000000001',
  methodType: 'card',
  isDefault: true,
  cardBrand: 'Visa',
  cardLastFour: '4242',
};
export const upi: PaymentMethod = {
  id: 'e00000000000000000000002',
  methodType: 'upi',
  isDefault: false,
  upiId: 'sam@okaxis',
};
