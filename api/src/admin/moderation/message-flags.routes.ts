import { Hono } from 'hono';
import type { MessageFlagQueue } from '@petpal/contracts';
import type { NotificationsArea } from '../../notifications';
import type { AdminEnv } from '../access/admin-access';

/** GET /message-flags: the inbox's reported messages, through the notifications area's facade (085). */
export function createMessageFlagRoutes(notifications: Pick<NotificationsArea, 'messages'>) {
  return new Hono<AdminEnv>().get('/message-flags', async (c) => {
    c.header('Cache-Control', 'no-store');
    const body: MessageFlagQueue = { items: await notifications.messages.service.flaggedForAdmins() };
    return c.json(body);
  });
}
