import { ObjectId } from 'mongodb';
import type { AuthFacade, PaymentMethodDoc } from '../../auth';
import { autoshipMessages, autoshipPriceMinor, shopCurrencyFor } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import type { ChargeResult, PaymentProvider } from '../../payments';
import type { ProductDoc, ProductsRepository } from '../catalogue/products.repository';
import type { OrderMessages } from '../orders/order-messages';
import type { OrderDoc, OrdersRepository } from '../orders/orders.repository';
import { autoshipNoticeMail } from './autoship-mail';
import { autoshipProviderKey, nextOccurrence } from './autoship-schedule';
import type { AutoshipClaimDoc, AutoshipDoc, AutoshipResultDoc, AutoshipsRepository } from './autoship.repository';

/** How long one run may hold an occurrence before another run takes it over (a crashed run's lease). */
export const AUTOSHIP_CLAIM_LEASE_MS = 2 * 60_000;

export interface PlacementDeps {
  autoships: AutoshipsRepository;
  products: ProductsRepository;
  orders: OrdersRepository;
  auth: Pick<AuthFacade, 'paymentMethods' | 'users'>;
  provider: PaymentProvider;
  mailer: Mailer;
  messages: OrderMessages;
  log: Logger;
  now: () => Date;
}

export type Placement =
  | { outcome: 'ordered'; autoship: AutoshipDoc | null; order: OrderDoc }
  | { outcome: 'out_of_stock'; left: number; name: string }
  | { outcome: 'declined' | 'unavailable' | 'method_gone'; message: string }
  /** The provider did not answer: the claim stays and a later run resumes it by the same key. */
  | { outcome: 'unanswered' };

const methodLabel = (method: PaymentMethodDoc) =>
  method.methodType === 'upi'
    ? (method.upiId ?? 'UPI')
    : `${method.cardBrand ?? 'Card'} •••• ${method.cardLastFour ?? ''}`.trim();

export type AutoshipPlacer = ReturnType<typeof createAutoshipPlacer>;

/**
 * Places one claimed occurrence (docs/decisions/047): the stock by the checkout's conditional reserve, then
 * the charge under a provider key derived from (Autoship, occurrence), then the order with the claim's id.
 * A scheduled occurrence out of stock is skipped; a declined one pauses the Autoship with the reason. The
 * owner's "Order now" that fails leaves the Autoship as it was.
 */
export function createAutoshipPlacer(deps: PlacementDeps) {
  const { autoships, products, orders, auth, provider, mailer, messages, log, now } = deps;

  const newClaim = (occurrence: Date, kind: AutoshipClaimDoc['kind']): AutoshipClaimDoc => ({
    occurrence,
    kind,
    orderId: new ObjectId(),
    stockTaken: false,
    until: new Date(now().getTime() + AUTOSHIP_CLAIM_LEASE_MS),
  });

  async function tellOwner(doc: AutoshipDoc, productName: string, message: string) {
    try {
      const user = await auth.users.findById(doc.userId);
      if (user?.email) await mailer.send(autoshipNoticeMail({ to: user.email, productName, message }));
    } catch (error) {
      log.error('autoship notice failed', { autoshipId: doc._id.toHexString(), err: String(error) });
    }
  }

  const result = (outcome: AutoshipResultDoc['outcome'], message: string, orderId: ObjectId | null = null) => ({
    at: now(),
    outcome,
    message,
    orderId,
  });

  /** Ends a failed occurrence: a scheduled one pauses the Autoship (if still active) with the reason. */
  async function pauseFor(
    doc: AutoshipDoc,
    claim: AutoshipClaimDoc,
    outcome: AutoshipResultDoc['outcome'],
    reason: string,
  ) {
    const lastResult = result(outcome, reason);
    if (claim.kind === 'now') {
      await autoships.finish(doc._id, claim.orderId, { lastResult, updatedAt: now() });
      return;
    }
    const paused = await autoships.finish(
      doc._id,
      claim.orderId,
      {
        status: 'paused',
        pausedReason: reason,
        lastResult,
        updatedAt: now(),
      },
      { status: 'active' },
    );
    if (!paused) await autoships.finish(doc._id, claim.orderId, { lastResult, updatedAt: now() });
  }

  async function place(doc: AutoshipDoc, claim: AutoshipClaimDoc): Promise<Placement> {
    const product = await products.findById(doc.productId);
    const sellable = (p: ProductDoc | null): p is ProductDoc => !!p && p.active !== false && !p.prescriptionRequired;
    if (!claim.stockTaken) {
      if (!sellable(product)) {
        await pauseFor(doc, claim, 'skipped', autoshipMessages.unavailable);
        return { outcome: 'unavailable', message: autoshipMessages.unavailable };
      }
      if (!(await products.reserve(doc.productId, doc.quantity, now()))) {
        const message = autoshipMessages.skippedOutOfStock(product.name);
        if (claim.kind === 'due') {
          await autoships.finish(doc._id, claim.orderId, {
            nextOrderAt: nextOccurrence(claim.occurrence, doc.frequencyWeeks, now()),
            lastResult: result('out_of_stock', message),
            updatedAt: now(),
          });
          await tellOwner(doc, product.name, message);
        } else {
          await autoships.finish(doc._id, claim.orderId, {});
        }
        return {
          outcome: 'out_of_stock',
          left: (await products.findById(doc.productId))?.stock ?? 0,
          name: product.name,
        };
      }
      await autoships.markStockTaken(doc._id, claim.orderId);
    }
    const giveBack = () => products.release(doc.productId, doc.quantity, now());
    if (!product) {
      await giveBack();
      await pauseFor(doc, claim, 'skipped', autoshipMessages.unavailable);
      return { outcome: 'unavailable', message: autoshipMessages.unavailable };
    }

    const method = await auth.paymentMethods.findOwned(doc.userId, doc.paymentMethodId);
    if (!method) {
      await giveBack();
      await pauseFor(doc, claim, 'declined', autoshipMessages.methodGone);
      if (claim.kind === 'due') await tellOwner(doc, product.name, autoshipMessages.methodGone);
      return { outcome: 'method_gone', message: autoshipMessages.methodGone };
    }

    const currency = shopCurrencyFor(doc.shippingAddress.country);
    const unitPriceMinor = autoshipPriceMinor(product.prices[currency]);
    const totalMinor = unitPriceMinor * doc.quantity;
    let charge: ChargeResult;
    try {
      charge = await provider.charge({
        methodToken: method.providerToken,
        amountMinor: totalMinor,
        currency,
        idempotencyKey: autoshipProviderKey(doc._id.toHexString(), claim.occurrence),
        description: `PetPal Autoship order ${claim.orderId.toHexString()}`,
      });
    } catch (error) {
      log.error('autoship charge unanswered', { autoshipId: doc._id.toHexString(), err: String(error) });
      return { outcome: 'unanswered' };
    }
    if (charge.status === 'declined') {
      await giveBack();
      const reason = charge.declineMessage ?? 'declined by your bank';
      const message = claim.kind === 'due' ? autoshipMessages.declinedPause(reason) : reason;
      await pauseFor(doc, claim, 'declined', message);
      if (claim.kind === 'due') await tellOwner(doc, product.name, message);
      log.info('autoship declined', { autoshipId: doc._id.toHexString(), chargeId: charge.chargeId });
      return { outcome: 'declined', message };
    }

    const time = now();
    const order: OrderDoc = {
      _id: claim.orderId,
      userId: doc.userId,
      status: 'placed',
      lines: [
        {
          productId: product._id,
          slug: product.slug,
          name: product.name,
          unitPriceMinor,
          quantity: doc.quantity,
          prescriptionRequired: false,
        },
      ],
      currency,
      totalMinor,
      shippingAddress: doc.shippingAddress,
      paymentMethodId: method._id,
      paymentMethodLabel: methodLabel(method),
      chargeId: charge.chargeId,
      refundStatus: null,
      autoshipId: doc._id,
      ...(doc.origin ? { origin: doc.origin } : {}),
      createdAt: time,
      updatedAt: time,
    };
    if (await orders.insertOnce(order)) await messages.placed(order);
    const after = await autoships.finish(doc._id, claim.orderId, {
      nextOrderAt: nextOccurrence(claim.occurrence, doc.frequencyWeeks, time),
      lastResult: result('ordered', `Ordered ${doc.quantity} x ${product.name}.`, order._id),
      updatedAt: time,
    });
    return { outcome: 'ordered', autoship: after, order: (await orders.findById(order._id)) ?? order };
  }

  return {
    /** The owner's "Order now": claims an occurrence at this moment (null when it is not active or busy). */
    async orderNow(doc: AutoshipDoc): Promise<Placement | null> {
      const claim = newClaim(now(), 'now');
      const claimed = await autoships.claimNew(doc._id, { userId: doc.userId }, claim);
      return claimed ? place(claimed, claim) : null;
    },

    /** Every due occurrence (and every claim whose run died), each placed by the one run that claims it. */
    async runDue(limit = 50): Promise<number> {
      const time = now();
      let handled = 0;
      for (const doc of await autoships.due(time, limit)) {
        let claimed: AutoshipDoc | null;
        if (doc.claim) {
          claimed = await autoships.reclaim(
            doc._id,
            doc.claim.orderId,
            time,
            new Date(time.getTime() + AUTOSHIP_CLAIM_LEASE_MS),
          );
        } else {
          claimed = await autoships.claimNew(
            doc._id,
            { nextOrderAt: doc.nextOrderAt },
            newClaim(doc.nextOrderAt, 'due'),
          );
        }
        if (!claimed?.claim) continue;
        try {
          const placed = await place(claimed, claimed.claim);
          if (placed.outcome !== 'unanswered') handled += 1;
        } catch (error) {
          log.error('autoship occurrence failed', { autoshipId: doc._id.toHexString(), err: String(error) });
        }
      }
      return handled;
    },
  };
}
