import { Hono } from 'hono';
import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  ADMIN_PAGE_SIZE,
  adminMessages,
  AdminOrdersQuery,
  IdParams,
  ORDER_STATUS_LABELS,
  OrderStatusInput,
  type AdminOrder,
  type AdminOrderAnswer,
  type AdminOrdersPage,
} from '@petpal/contracts';
import { NotFound } from '../../errors';
import { validate } from '../../lib/validate';
import type { ShopArea, StaffOrder, StaffOrderFilter } from '../../shop';
import { pageWindow, type AdminEnv } from '../access/admin-access';
import type { Audited } from '../audit/audited';

/** How many matching buyers an email or name search looks at. */
export const ORDER_SEARCH_USERS = 200;
const ORDER_ID = /^[a-f0-9]{24}$/i;

/**
 * GET /orders?status=&q=, GET /orders/:id and POST /orders/:id/status (audited), through the shop's
 * `ordersForStaff`; buyers' emails come from auth's facade.
 */
export function createOrderRoutes(
  shop: Pick<ShopArea, 'ordersForStaff'>,
  auth: Pick<AuthFacade, 'users'>,
  audited: Audited,
) {
  const orders = shop.ordersForStaff;

  /** q: an order id, else part of a buyer's email or name (no match: no orders). */
  async function filterFor(status: StaffOrderFilter['status'], q: string | undefined): Promise<StaffOrderFilter> {
    const filter: StaffOrderFilter = status ? { status } : {};
    if (!q) return filter;
    if (ORDER_ID.test(q)) return { ...filter, ids: [new ObjectId(q)] };
    const { items } = await auth.users.search({ q }, { skip: 0, limit: ORDER_SEARCH_USERS });
    return { ...filter, userIds: items.map(({ user }) => user._id) };
  }

  async function withEmails(staffOrders: StaffOrder[]): Promise<AdminOrder[]> {
    const ids = [...new Set(staffOrders.map((item) => item.userId.toHexString()))];
    const users = await Promise.all(ids.map((id) => auth.users.findById(new ObjectId(id))));
    const emails = new Map(ids.map((id, index) => [id, users[index]?.email ?? null]));
    return staffOrders.map((item) => ({
      order: item.order,
      userId: item.userId.toHexString(),
      userEmail: emails.get(item.userId.toHexString()) ?? null,
      nextStatuses: item.nextStatuses,
    }));
  }

  return new Hono<AdminEnv>()
    .get('/orders', validate('query', AdminOrdersQuery), async (c) => {
      const { status, q, page } = c.req.valid('query');
      const { items, total } = await orders.list(await filterFor(status, q), pageWindow(page, ADMIN_PAGE_SIZE));
      c.header('Cache-Control', 'no-store');
      const body: AdminOrdersPage = { items: await withEmails(items), page, pageSize: ADMIN_PAGE_SIZE, total };
      return c.json(body);
    })
    .get('/orders/:id', validate('param', IdParams), async (c) => {
      const found = await orders.get(new ObjectId(c.req.valid('param').id));
      if (!found) throw new NotFound(adminMessages.orderNotFound);
      c.header('Cache-Control', 'no-store');
      const [order] = await withEmails([found]);
      const body: AdminOrderAnswer = { order: order! };
      return c.json(body);
    })
    .post('/orders/:id/status', validate('param', IdParams), validate('json', OrderStatusInput), (c) =>
      audited(c, 'order.status', async () => {
        const { id } = c.req.valid('param');
        const { status, note } = c.req.valid('json');
        const { before, after } = await orders.setStatus(new ObjectId(id), status);
        return {
          targetType: 'order',
          targetId: id,
          reason: note || `Status set to ${ORDER_STATUS_LABELS[status]}.`,
          before: { status: before },
          after: { status: after.order.status, refundStatus: after.order.refundStatus },
        };
      }),
    );
}
