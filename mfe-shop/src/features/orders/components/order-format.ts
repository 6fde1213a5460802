import type { Order, ShippingAddress } from '@petpal/contracts';

/** The short number a buyer quotes: the id's last 8 characters, upper case ("#5F3A9C21"). */
export const orderNumber = (order: Pick<Order, 'id'>) => `#${order.id.slice(-8).toUpperCase()}`;

/** "7 December 2026". */
export const orderDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

export const addressLines = (address: ShippingAddress) =>
  [
    address.name,
    address.line1,
    address.line2,
    `${address.city} ${address.postcode}`,
    address.country,
    address.phone,
  ].filter(Boolean);
