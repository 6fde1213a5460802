import type { Order } from '@petpal/contracts';

/** The short reference owners, vets and pharmacists all see (the id's last 8 characters). */
export const orderReference = (order: Pick<Order, 'id'>) => order.id.slice(-8).toUpperCase();

/** "25 Nov 2026" in the viewer's time zone. */
export const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
