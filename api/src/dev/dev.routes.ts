import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { type OutboxList, OutboxQuery } from '@petpal/contracts';
import { checkLedger } from '../ledger/ledger-check';
import { createOutboxRepository } from '../lib/mailer';
import type { PaymentProvider } from '../payments';
import { validate } from '../lib/validate';

/** The outbox shows at most this many messages. */
export const OUTBOX_PAGE = 50;

/** Development-only helpers under /api/dev; not mounted when NODE_ENV=production. */
export function createDevRoutes({ db, provider }: Pick<AppDeps, 'db'> & { provider: PaymentProvider }) {
  const outbox = createOutboxRepository(db);

  return new Hono<AppEnv>()
    .get('/ledger', async (c) => {
      // The process's payment provider's records against the orders' and appointments' (docs/decisions/050).
      c.header('Cache-Control', 'no-store');
      return c.json(await checkLedger(db, provider));
    })
    .get('/outbox', validate('query', OutboxQuery), async (c) => {
      const { to } = c.req.valid('query');
      const docs = await outbox.list(to, OUTBOX_PAGE);
      const body: OutboxList = {
        items: docs.map((doc) => ({
          to: doc.to,
          subject: doc.subject,
          text: doc.text,
          createdAt: doc.createdAt.toISOString(),
        })),
      };
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
