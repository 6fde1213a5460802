import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, OutboxList } from '@petpal/contracts';
import { createOutboxMailer, createOutboxRepository } from '../lib/mailer';
import { createTestApp, createTestDatabase, type TestDatabase } from '../test-support/test-app';
import { OUTBOX_PAGE } from './dev.routes';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(() => test.close());

async function sendMail(count: number, to: string, start = Date.UTC(2026, 10, 22)) {
  let clock = start;
  const mailer = createOutboxMailer(createOutboxRepository(test.db), () => new Date((clock += 1000)));
  for (let i = 0; i < count; i++) await mailer.send({ to, subject: `Message ${i}`, text: `Body ${i}` });
}

describe('GET /api/dev/outbox', () => {
  it('lists the outbox newest first, for one recipient or everyone, at most 50', async () => {
    const { app } = await createTestApp(test.db);
    await sendMail(3, 'sam@example.com');
    await sendMail(OUTBOX_PAGE, '+919876543210', Date.UTC(2026, 10, 23));

    const sam = OutboxList.parse(await (await app.request('/api/dev/outbox?to=Sam@Example.com')).json());
    expect(sam.items.map((item) => item.subject)).toEqual(['Message 2', 'Message 1', 'Message 0']);
    expect(sam.items[0]).toEqual({
      to: 'sam@example.com',
      subject: 'Message 2',
      text: 'Body 2',
      createdAt: '2026-11-22T00:00:03.000Z',
    });

    const phone = OutboxList.parse(await (await app.request('/api/dev/outbox?to=%2B919876543210')).json());
    expect(phone.items).toHaveLength(OUTBOX_PAGE);
    const everyone = OutboxList.parse(await (await app.request('/api/dev/outbox')).json());
    expect(everyone.items).toHaveLength(OUTBOX_PAGE);
    expect(everyone.items[0]?.to).toBe('+919876543210');
    expect(OutboxList.parse(await (await app.request('/api/dev/outbox?to=nobody@example.com')).json()).items).toEqual(
      [],
    );
  });

  it('takes a strict query', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/dev/outbox?to=sam@example.com&limit=1000');
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.fields).toEqual({ limit: 'Unknown field.' });
  });

  it('does not exist in production', async () => {
    await sendMail(1, 'sam@example.com');
    const { app } = await createTestApp(test.db, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://petpal.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      STRIPE_SECRET_KEY: 'sk_test_devRoutes',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_devRoutes',
    });
    for (const path of ['/api/dev/outbox', '/api/dev/outbox?to=sam@example.com']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Body 0');
    }
  });
});

describe('GET /api/dev/ledger', () => {
  it('answers the ledger check (docs/decisions/050): nothing to compare, nothing wrong', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/dev/ledger');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      totals: {},
      counts: { providerCharges: 0, providerRefunds: 0, entries: 0, refundedEntries: 0 },
      problems: [],
    });
  });
});
