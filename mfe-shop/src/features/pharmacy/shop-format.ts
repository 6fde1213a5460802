import type { Money, Order } from '@petpal/api/contracts';

const LOCALES = { INR: 'en-IN', USD: 'en-US' } as const;

/** ₹3,450.00 / $62.99 from minor units. */
export const formatMinor = (amountMinor: number, currency: Money['currency']) =>
  new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency }).format(amountMinor / 100);

/** The short reference owners, vets and pharmacists all see (the id's last 8 characters). */
export const orderReference = (order: Pick<Order, 'id'>) => order.id.slice(-8).toUpperCase();

/** "25 Nov 2026" in the viewer's time zone. */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
