import { ObjectId } from 'mongodb';
import type { AuthFacade, PaymentMethodDoc } from '../../auth';
import {
  shopCurrencyFor,
  shopMessages,
  type Order,
  type OrderSummary,
  type ShippingAddress,
  type ShopCurrency,
} from '@petpal/contracts';
import { Conflict, Invalid, PaymentDeclined } from '../../errors';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../payments';
import type { AddressesRepository } from '../addresses/addresses.repository';
import type { CartRepository } from '../cart/cart.repository';
import type { CartService } from '../cart/cart.service';
import type { ProductsRepository } from '../catalogue/products.repository';
import type { OrderMessages } from '../orders/order-messages';
import { formatMinor } from '../orders/order-messages';
import { toOrder } from '../orders/order-view';
import type { OrderDoc, OrderLineDoc, OrdersRepository } from '../orders/orders.repository';
import type { CheckoutIntentDoc, CheckoutIntentsRepository } from './checkout-intents.repository';
import { summarize, toOrderSummary } from './order-summary';

export interface CheckoutDeps {
  cart: CartService;
  carts: CartRepository;
  products: ProductsRepository;
  orders: OrdersRepository;
  intents: CheckoutIntentsRepository;
  /** Saved addresses: the one an order ships to becomes the last used (preselected next time). */
  addresses: Pick<AddressesRepository, 'touch'>;
  methods: AuthFacade['paymentMethods'];
  provider: PaymentProvider;
  messages: OrderMessages;
  log: Logger;
  now: () => Date;
}

export interface CheckoutRequest {
  shippingAddress: ShippingAddress;
  paymentMethodId: string;
  /** The total the buyer's order summary showed: the order is refused (409 total_changed) if it differs. */
  quotedTotalMinor: number;
  /** The buyer's origin: the receipt's link when PUBLIC_URL is not set. */
  origin?: string;
  /** The client's Idempotency-Key: the provider's key is derived from it, so a retry never charges twice. */
  idempotencyKey: string;
}

const methodLabel = (method: PaymentMethodDoc) =>
  method.methodType === 'upi'
    ? (method.upiId ?? 'UPI')
    : `${method.cardBrand ?? 'Card'} •••• ${method.cardLastFour ?? ''}`.trim();

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** A checkout still charging this long after it began lost its request (a process died): the sweep resumes it. */
export const STALE_CHECKOUT_MS = 10 * 60_000;
const SWEEP_BATCH = 50;

/**
 * Buys the whole cart: stock is taken first, line by line with conditional decrements (so with N units
 * exactly N buyers get one and the stock never goes negative), and only then is the card charged. A
 * refused line or a declined card puts back what was taken; a buyer refused for stock is never charged.
 * Between the stock and the order a checkout intent is stored (one per user and Idempotency-Key), so a
 * retry, or the sweep after a process died, resumes it: the stock is never taken twice, the provider's
 * key is the same, and one order is written.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { cart, carts, products, orders, intents, addresses, methods, provider, messages, log, now } = deps;

  async function releaseAll(taken: readonly OrderLineDoc[], time: Date) {
    for (const line of taken) await products.release(line.productId, line.quantity, time);
  }

  /** Gives the stock back and forgets the checkout (declined, or its payment method is gone). */
  async function abandon(intent: CheckoutIntentDoc) {
    await releaseAll(intent.draft.lines, now());
    await intents.remove(intent._id);
  }

  /** Charges (or finds the charge of) an intent and writes its order. A provider error leaves it charging. */
  async function complete(intent: CheckoutIntentDoc, known?: PaymentMethodDoc): Promise<Order> {
    const { draft } = intent;
    const method = known ?? (await methods.findOwned(intent.userId, draft.paymentMethodId));
    if (!method) {
      await abandon(intent);
      throw new Invalid(shopMessages.paymentMethod, { paymentMethodId: shopMessages.paymentMethod });
    }
    const charge = await provider.charge({
      methodToken: method.providerToken,
      amountMinor: draft.totalMinor,
      currency: draft.currency,
      idempotencyKey: intent.providerKey,
      description: `PetPal shop order ${draft._id.toHexString()}`,
    });
    if (charge.status === 'declined') {
      await abandon(intent);
      log.info('shop checkout declined', { userId: intent.userId.toHexString(), chargeId: charge.chargeId });
      throw new PaymentDeclined(
        `${charge.declineMessage ?? 'Your payment was declined.'} ${shopMessages.declined}`,
        'payment_declined',
      );
    }
    const order: OrderDoc = { ...draft, chargeId: charge.chargeId, updatedAt: now() };
    const inserted = await orders.insertOnce(order);
    await intents.markDone(intent._id, now());
    if (inserted) {
      await messages.placed(order);
      await addresses.touch(intent.userId, draft.shippingAddress, now());
    }
    for (const line of draft.lines) await carts.remove(intent.userId, line.productId);
    // A racing resumption wrote the same order (same draft, same charge by the same key): no need to read it.
    return toOrder(order);
  }

  /** A retried key: its order when done, else the same charge again. */
  async function resume(intent: CheckoutIntentDoc): Promise<Order> {
    if (intent.state === 'done') {
      const order = await orders.findById(intent.draft._id);
      if (order) return toOrder(order);
    }
    return complete(intent);
  }

  /** The cart's lines priced in the shipping country's currency, and the order's amounts. */
  async function priced(userId: ObjectId, country: string) {
    const lines = await cart.lines(userId);
    if (lines.length === 0) throw new Invalid(shopMessages.cartEmpty, undefined, 'cart_empty');
    const currency: ShopCurrency = shopCurrencyFor(country);
    const orderLines: OrderLineDoc[] = lines.map(({ item, product }) => ({
      productId: product._id,
      slug: product.slug,
      name: product.name,
      unitPriceMinor: product.prices[currency],
      quantity: item.quantity,
      prescriptionRequired: product.prescriptionRequired,
    }));
    return { currency, orderLines, amounts: summarize(orderLines, currency) };
  }

  return {
    /** The order summary of the buyer's cart shipped to `country`: what Place order will charge. */
    async summary(userId: ObjectId, country: string): Promise<OrderSummary> {
      const { currency, amounts } = await priced(userId, country);
      return toOrderSummary(amounts, currency);
    },

    async checkout(userId: ObjectId, request: CheckoutRequest): Promise<Order> {
      const intentId = `${userId.toHexString()}:${request.idempotencyKey}`;
      const earlier = await intents.find(intentId);
      if (earlier) return resume(earlier);

      const method = await methods.findOwned(userId, new ObjectId(request.paymentMethodId));
      if (!method) {
        throw new Invalid(shopMessages.paymentMethod, { paymentMethodId: shopMessages.paymentMethod });
      }
      const { currency, orderLines, amounts } = await priced(userId, request.shippingAddress.country);
      if (amounts.totalMinor !== request.quotedTotalMinor) {
        throw new Conflict(shopMessages.totalChanged(formatMinor(amounts.totalMinor, currency)), 'total_changed');
      }

      const time = now();
      const taken: OrderLineDoc[] = [];
      for (const line of orderLines) {
        if (!(await products.reserve(line.productId, line.quantity, time))) {
          await releaseAll(taken, time);
          const left = (await products.findById(line.productId))?.stock ?? 0;
          throw new Conflict(shopMessages.onlyLeft(line.name, left), 'out_of_stock');
        }
        taken.push(line);
      }

      const intent: CheckoutIntentDoc = {
        _id: intentId,
        userId,
        draft: {
          _id: new ObjectId(),
          userId,
          status: orderLines.some((line) => line.prescriptionRequired) ? 'awaiting_prescription' : 'placed',
          lines: orderLines,
          currency,
          totalMinor: amounts.totalMinor,
          deliveryMinor: amounts.deliveryMinor,
          taxIncludedMinor: amounts.taxIncludedMinor,
          shippingAddress: request.shippingAddress,
          paymentMethodId: method._id,
          paymentMethodLabel: methodLabel(method),
          refundStatus: null,
          ...(request.origin ? { origin: request.origin } : {}),
          createdAt: time,
          updatedAt: time,
        },
        providerKey: `shop-checkout:${userId.toHexString()}:${request.idempotencyKey}`,
        state: 'charging',
        createdAt: time,
        expiresAt: null,
      };
      if (!(await intents.insert(intent))) {
        // The same key raced in: it owns the checkout.
        await releaseAll(taken, time);
        throw new Conflict(shopMessages.checkoutInProgress, 'checkout_in_progress');
      }
      return complete(intent, method);
    },

    /**
     * Resumes the checkouts whose request died between the stock and the order (older than
     * STALE_CHECKOUT_MS): charged once by the same provider key, then written, or given back on a decline.
     */
    async sweepStale(): Promise<number> {
      const stale = await intents.stale(new Date(now().getTime() - STALE_CHECKOUT_MS), SWEEP_BATCH);
      let handled = 0;
      for (const intent of stale) {
        try {
          await complete(intent);
          handled += 1;
        } catch (error) {
          // Declined, or its payment method is gone: the stock is back and the intent forgotten.
          if (error instanceof PaymentDeclined || error instanceof Invalid) handled += 1;
          else log.error('shop checkout sweep failed', { intent: intent._id, err: String(error) });
        }
      }
      return handled;
    },
  };
}
