import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactMessageAccepted, ErrorBody, FaqList } from '@petpal/contracts';
import { createTestApp, createTestDatabase, fromPeer, SHELL_PROXY, type TestDatabase } from '../test-support/test-app';
import { CONTACT_MESSAGES, type ContactMessageDoc } from './support.repository';
import { CONTACT_THANKS } from './support.service';

let test: TestDatabase;
beforeEach(async () => {
  test = await createTestDatabase();
});
afterEach(async () => {
  await test.close();
});

const message = {
  name: '  Priya Sharma ',
  email: 'priya@example.com',
  subject: 'Sitter booking',
  message: 'My sitter has not answered my booking request yet.',
};

/** A POST from `ip` through the shell's proxy (`peer`), or straight from `peer` with a header of its own. */
const send = (
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  body: unknown,
  ip = '203.0.113.7',
  peer = SHELL_PROXY,
) =>
  app.request(
    '/api/support/contact',
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    },
    fromPeer(peer),
  );

describe('POST /api/support/contact', () => {
  it('stores the message and answers 201 with the thank-you text', async () => {
    const { app } = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY });
    const res = await send(app, message);
    expect(res.status).toBe(201);
    const accepted = ContactMessageAccepted.parse(await res.json());
    expect(accepted.message).toBe(CONTACT_THANKS);

    const stored = await test.db.collection<ContactMessageDoc>(CONTACT_MESSAGES).find({}).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      subject: 'Sitter booking',
      status: 'new',
    });
    expect(stored[0]?._id.toHexString()).toBe(accepted.id);
    expect(stored[0]?.createdAt.toISOString()).toBe(accepted.receivedAt);
  });

  it('rejects unknown keys and operator objects with 400 invalid_input and field messages', async () => {
    const { app } = await createTestApp(test.db);
    const unknown = await send(app, { ...message, admin: true });
    expect(unknown.status).toBe(400);
    expect(ErrorBody.parse(await unknown.json()).error).toEqual({
      code: 'invalid_input',
      message: 'Some fields are missing or not valid.',
      fields: { admin: 'Unknown field.' },
    });

    const operator = await send(app, { ...message, email: { $gt: '' } });
    expect(operator.status).toBe(400);
    expect(ErrorBody.parse(await operator.json()).error.fields).toEqual({
      email: 'Please enter a valid email address.',
    });

    const short = await send(app, { ...message, name: '   ', message: 'too short' });
    expect(ErrorBody.parse(await short.json()).error.fields).toEqual({
      name: 'Please enter your name.',
      message: 'Message must be at least 10 characters.',
    });
    const notAnObject = await send(app, [message]);
    expect(ErrorBody.parse(await notAnObject.json()).error.fields).toEqual({
      body: 'Invalid input: expected object, received array',
    });
    expect(await test.db.collection(CONTACT_MESSAGES).countDocuments()).toBe(0);
  });

  it('allows 5 messages per IP in 10 minutes, across API instances sharing the database', async () => {
    const first = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY });
    const second = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY });
    for (let i = 0; i < 5; i++) {
      const res = await send(i % 2 ? first.app : second.app, message);
      expect(res.status).toBe(201);
    }
    const limited = await send(first.app, message);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many messages. Please try again later.' },
    });
    expect((await send(second.app, message)).status).toBe(429);

    expect((await send(second.app, message, '198.51.100.4')).status).toBe(201);
    expect(await test.db.collection(CONTACT_MESSAGES).countDocuments()).toBe(6);
  });

  it('counts a caller that reaches the API directly as its own address, whatever X-Forwarded-For it sends', async () => {
    const { app } = await createTestApp(test.db, { TRUST_PROXY: SHELL_PROXY });
    for (let i = 0; i < 5; i++) expect((await send(app, message, `198.51.100.${i}`, '203.0.113.66')).status).toBe(201);
    expect((await send(app, message, '198.51.100.99', '203.0.113.66')).status).toBe(429);
    expect((await send(app, message, '203.0.113.66', '::ffff:203.0.113.66')).status).toBe(429);
    expect((await send(app, message, '203.0.113.66')).status).toBe(429);
    expect((await send(app, message, '203.0.113.67')).status).toBe(201);
  });
});

describe('GET /api/support/faq', () => {
  it('lists the seeded questions in order', async () => {
    const { app } = await createTestApp(test.db);
    const res = await app.request('/api/support/faq');
    expect(res.status).toBe(200);
    const { items } = FaqList.parse(await res.json());
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items[0]?.id).toBe('book-a-vet');
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const text = items.map((item) => item.answer).join(' ');
    expect(text).toMatch(/24 hours before your appointment/);
    expect(text).toMatch(/cancelled up to 24 hours before/);
  });
});
