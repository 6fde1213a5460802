import type { OrderSummaryAnswer } from '@petpal/contracts';

const rupees = (amountMinor: number) => ({ amountMinor, currency: 'INR' as const });

/** The server's order summary of a rupee cart (decision 074: free delivery from ₹999, else ₹79; GST within). */
export function rupeeSummary(subtotalMinor: number): OrderSummaryAnswer {
  const deliveryMinor = subtotalMinor >= 99_900 ? 0 : 7_900;
  const totalMinor = subtotalMinor + deliveryMinor;
  return {
    summary: {
      currency: 'INR',
      subtotal: rupees(subtotalMinor),
      delivery: rupees(deliveryMinor),
      freeDeliveryFrom: rupees(99_900),
      tax: { label: 'GST (18%, included)', amount: rupees(Math.round((totalMinor * 18) / 118)), included: true },
      total: rupees(totalMinor),
    },
  };
}
