import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@petpal/contracts';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mailer';
import { derivedNotificationId, type NotificationsService } from '../../notifications';
import type { OrderDoc } from './orders.repository';

const LOCALES = { INR: 'en-IN', USD: 'en-US' } as const;

/** Minor units as the buyer reads them: 129900 INR -> "₹1,299.00" (the screens' format). */
export function formatMinor(amountMinor: number, currency: OrderDoc['currency']): string {
  return new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency }).format(amountMinor / 100);
}

/** The bell's words for each status an order moves to (docs/decisions/050). */
export const orderStatusNotices = {
  processing: 'is being prepared.',
  shipped: 'has shipped.',
  delivered: 'was delivered.',
  cancelled: 'was cancelled.',
  refunded: (amount: string) => `was refunded: ${amount} is on its way back to you.`,
} as const;

export type NoticeStatus = Exclude<OrderStatus, 'placed' | 'awaiting_prescription'> | 'refunded';

export interface OrderMessagesDeps {
  users: AuthFacade['users'];
  mailer: Mailer;
  notifications: Pick<NotificationsService, 'notifyMany'> | null;
  /** PUBLIC_URL: the receipts' links; else the origin the order was placed from. */
  publicUrl: string | undefined;
  log: Logger;
}

export const orderNumber = (order: Pick<OrderDoc, '_id'>) => order._id.toHexString().slice(-8).toUpperCase();

/**
 * What the buyer is told about an order: a receipt email when it is placed and when it is refunded (lines,
 * total, link), and a bell notice (`order_status`) for every status change. Sending never fails the money
 * path it follows: a mail or bell failure is logged. Each is sent by the one writer that made the change
 * (the order's insert, the refund's record, the status move), and a bell notice's id is derived from the
 * order and status, so a repeated call stores it once.
 */
export function createOrderMessages({ users, mailer, notifications, publicUrl, log }: OrderMessagesDeps) {
  const linkOf = (order: OrderDoc) =>
    `${publicUrl ?? order.origin ?? ''}/order-confirmation/${order._id.toHexString()}`;

  function receiptLines(order: OrderDoc): string[] {
    return order.lines.map(
      (line) =>
        `- ${line.name} × ${line.quantity}: ${formatMinor(line.unitPriceMinor * line.quantity, order.currency)}`,
    );
  }

  async function mail(userId: ObjectId, subject: string, text: string[]) {
    const user = await users.findById(userId);
    if (user?.email) await mailer.send({ to: user.email, subject, text: text.join('\n') });
  }

  async function safely(what: string, order: OrderDoc, send: () => Promise<unknown>) {
    try {
      await send();
    } catch (error) {
      log.error(`shop ${what} not sent`, { orderId: order._id.toHexString(), err: String(error) });
    }
  }

  async function notice(order: OrderDoc, status: NoticeStatus, message: string, at: Date) {
    if (!notifications) return;
    const title = status === 'refunded' ? 'Order refunded' : `Order ${ORDER_STATUS_LABELS[status].toLowerCase()}`;
    await notifications.notifyMany(
      [order.userId],
      { type: 'order_status', title, message, metadata: { orderId: order._id.toHexString() } },
      at,
      () => derivedNotificationId(order.createdAt, order._id, `order-status:${status}`),
    );
  }

  return {
    linkOf,

    /** The receipt of a placed order. */
    placed: (order: OrderDoc) =>
      safely('order receipt', order, () =>
        mail(order.userId, `Your PetPal order ${orderNumber(order)}`, [
          'Thank you for your order.',
          '',
          ...receiptLines(order),
          '',
          `Total: ${formatMinor(order.totalMinor, order.currency)}`,
          `Paid with ${order.paymentMethodLabel}`,
          '',
          `Your order: ${linkOf(order)}`,
          '',
          'The PetPal shop',
        ]),
      ),

    /** The receipt of a refunded order, and the bell's "Order refunded". */
    refunded: (order: OrderDoc, at: Date) =>
      safely('refund receipt', order, async () => {
        const amount = formatMinor(order.refund?.amountMinor ?? order.totalMinor, order.currency);
        await notice(order, 'refunded', `Order ${orderNumber(order)} ${orderStatusNotices.refunded(amount)}`, at);
        await mail(order.userId, `Refund of your PetPal order ${orderNumber(order)}`, [
          `We refunded ${amount} to ${order.paymentMethodLabel}.`,
          ...(order.prescriptionRefusal
            ? ['', `The pharmacist could not accept the prescription: ${order.prescriptionRefusal}`]
            : []),
          '',
          'Refunded items:',
          ...receiptLines(order),
          '',
          `Total refunded: ${amount}`,
          `Refund reference: ${order.refund?.refundId ?? ''}`,
          '',
          `Your order: ${linkOf(order)}`,
          '',
          'The PetPal shop',
        ]);
      }),

    /** A status change in the bell (processing, shipped, delivered, cancelled). */
    statusChanged: (order: OrderDoc, status: Exclude<NoticeStatus, 'refunded'>, at: Date) =>
      safely('order status notice', order, () =>
        notice(order, status, `Order ${orderNumber(order)} ${orderStatusNotices[status]}`, at),
      ),
  };
}

export type OrderMessages = ReturnType<typeof createOrderMessages>;
