import { OrderSummaryAnswer } from '@petpal/contracts';
import type { Send } from './json-requester';

/** The order summary's total for `country`: what the checkout page shows and Place order sends back. */
export async function quotedTotal(send: Send, country: string): Promise<number> {
  const res = await send('GET', `/api/shop/checkout/summary?${new URLSearchParams({ country })}`);
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${await res.text()}`);
  return OrderSummaryAnswer.parse(await res.json()).summary.total.amountMinor;
}
