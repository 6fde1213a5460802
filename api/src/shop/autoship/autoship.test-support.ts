import { ObjectId } from 'mongodb';
import { AutoshipAnswer, type Autoship } from '@petpal/contracts';
import type { DataPort } from '../../data/port';
import { ADDRESS, type Buyer } from '../shop.test-support';

/** POST /autoship with a fresh Idempotency-Key (every 2 weeks, 2 units, unless told otherwise). */
export const postAutoship = (buyer: Buyer, productId: string, over: Record<string, unknown> = {}) =>
  buyer.send(
    'POST',
    '/autoship',
    { productId, quantity: 2, frequencyWeeks: 2, paymentMethodId: buyer.methodId, shippingAddress: ADDRESS, ...over },
    { 'Idempotency-Key': `autoship-${new ObjectId().toHexString()}` },
  );

/** An Autoship set up through the API (asserts 201). */
export async function setUpAutoship(
  buyer: Buyer,
  productId: string,
  over: Record<string, unknown> = {},
): Promise<Autoship> {
  const res = await postAutoship(buyer, productId, over);
  if (res.status !== 201) throw new Error(`set up answered ${res.status}: ${await res.text()}`);
  return AutoshipAnswer.parse(await res.json()).autoship;
}

export const autoshipOf = async (res: Response) => AutoshipAnswer.parse(await res.json()).autoship;

/** POST /autoship/:id/<action>. */
export const act = (buyer: Buyer, id: string, action: 'skip' | 'pause' | 'resume' | 'cancel') =>
  buyer.send('POST', `/autoship/${id}/${action}`);

export const orderNow = (buyer: Buyer, id: string) =>
  buyer.send('POST', `/autoship/${id}/order-now`, undefined, {
    'Idempotency-Key': `now-${new ObjectId().toHexString()}`,
  });

export const autoshipOrders = (db: DataPort) =>
  db
    .collection('shop_orders')
    .find({ autoshipId: { $exists: true } })
    .toArray();

/** The sandbox's successful charges (a declined attempt is stored too). */
export const succeededCharges = (db: DataPort) =>
  db.collection('sandbox_charges').countDocuments({ status: 'succeeded' });

/** A clock the test moves. */
export function movableClock(start = new Date('2026-03-02T09:00:00.000Z')) {
  let current = start;
  return {
    now: () => current,
    set: (time: Date) => {
      current = time;
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export const DAY_MS = 24 * 3_600_000;
export const WEEK_MS = 7 * DAY_MS;
