import { ObjectId } from 'mongodb';
import type { AuthFacade, PaymentMethodDoc } from '../../auth';
import { shopCurrencyFor, shopMessages, type Order, type ShippingAddress } from '../../contracts';
import { Conflict, Invalid, PaymentDeclined } from '../../errors';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../payments';
import type { CartRepository } from '../cart/cart.repository';
import type { CartService } from '../cart/cart.service';
import type { ProductsRepository } from '../catalogue/products.repository';
import { toOrder } from '../orders/order-view';
import type { OrderDoc, OrderLineDoc, OrdersRepository } from '../orders/orders.repository';

export interface CheckoutDeps {
  cart: CartService;
  carts: CartRepository;
  products: ProductsRepository;
  orders: OrdersRepository;
  methods: AuthFacade['paymentMethods'];
  provider: PaymentProvider;
  log: Logger;
  now: () => Date;
}

export interface CheckoutRequest {
  shippingAddress: ShippingAddress;
  paymentMethodId: string;
  /** The client's Idempotency-Key: the provider's key is derived from it, so a retry never charges twice. */
  idempotencyKey: string;
}

const methodLabel = (method: PaymentMethodDoc) =>
  method.methodType === 'upi'
    ? (method.upiId ?? 'UPI')
    : `${method.cardBrand ?? 'Card'} •••• ${method.cardLastFour ?? ''}`.trim();

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * Buys the whole cart: stock is taken first, line by line with conditional decrements (so with N units
 * exactly N buyers get one and the stock never goes negative), and only then is the card charged. A
 * refused line or a declined card puts back what was taken; a buyer refused for stock is never charged.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { cart, carts, products, orders, methods, provider, log, now } = deps;

  async function releaseAll(taken: readonly OrderLineDoc[], time: Date) {
    for (const line of taken) await products.release(line.productId, line.quantity, time);
  }

  return {
    async checkout(userId: ObjectId, request: CheckoutRequest): Promise<Order> {
      const method = await methods.findOwned(userId, new ObjectId(request.paymentMethodId));
      if (!method) {
        throw new Invalid(shopMessages.paymentMethod, { paymentMethodId: shopMessages.paymentMethod });
      }
      const lines = await cart.lines(userId);
      if (lines.length === 0) throw new Invalid(shopMessages.cartEmpty, undefined, 'cart_empty');

      const currency = shopCurrencyFor(request.shippingAddress.country);
      const orderLines: OrderLineDoc[] = lines.map(({ item, product }) => ({
        productId: product._id,
        slug: product.slug,
        name: product.name,
        unitPriceMinor: product.prices[currency],
        quantity: item.quantity,
        prescriptionRequired: product.prescriptionRequired,
      }));

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

      const orderId = new ObjectId();
      const totalMinor = orderLines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
      let charge;
      try {
        charge = await provider.charge({
          methodToken: method.providerToken,
          amountMinor: totalMinor,
          currency,
          idempotencyKey: `shop-checkout:${userId.toHexString()}:${request.idempotencyKey}`,
          description: `PetPal shop order ${orderId.toHexString()}`,
        });
      } catch (error) {
        await releaseAll(taken, time);
        throw error;
      }
      if (charge.status === 'declined') {
        await releaseAll(taken, time);
        log.info('shop checkout declined', { userId: userId.toHexString(), chargeId: charge.chargeId });
        throw new PaymentDeclined(
          `${charge.declineMessage ?? 'Your payment was declined.'} ${shopMessages.declined}`,
          'payment_declined',
        );
      }

      const order: OrderDoc = {
        _id: orderId,
        userId,
        status: orderLines.some((line) => line.prescriptionRequired) ? 'awaiting_prescription' : 'placed',
        lines: orderLines,
        currency,
        totalMinor,
        shippingAddress: request.shippingAddress,
        paymentMethodId: method._id,
        paymentMethodLabel: methodLabel(method),
        chargeId: charge.chargeId,
        refundStatus: null,
        createdAt: time,
        updatedAt: time,
      };
      await orders.insert(order);
      await carts.clear(userId);
      return toOrder(order);
    },
  };
}
