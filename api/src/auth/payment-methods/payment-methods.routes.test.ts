import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, PaymentMethod, PaymentMethodList } from '../../contracts';
import { KEY_REUSED_MESSAGE } from '../../lib/idempotency';
import { SANDBOX_TOKENS } from '../../payments';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { guest, signIn, type Caller } from '../profiles/profiles.test-support';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { createSessionsService } from '../sessions/sessions.service';
import { PAYMENT_METHODS } from './payment-methods.repository';
import { ADD_PAYMENT_METHOD_LIMIT, PAYMENT_METHOD_NOT_FOUND, UPI_ALREADY_SAVED } from './payment-methods.service';

const BASE = '/api/auth/payment-methods';
const VISA = '4242 4242 4242 4242';

let test: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>['app'];
let log: Awaited<ReturnType<typeof createTestApp>>['log'];
let sam: Caller;

beforeEach(async () => {
  test = await createTestDatabase();
  ({ app, log } = await createTestApp(test.db));
  sam = await signIn(app, test.db, 'sam@example.com', 'pet_owner');
});
afterEach(() => test.close());

const cardBody = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  methodType: 'card',
  cardNumber,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  holderName: 'Sam Rivera',
  ...extra,
});

async function add(caller: Caller, body: unknown) {
  const res = await caller.send('POST', BASE, body);
  expect(res.status).toBe(201);
  return PaymentMethod.parse(await res.json());
}

async function list(caller: Caller) {
  const res = await caller.send('GET', BASE);
  expect(res.status).toBe(200);
  return PaymentMethodList.parse(await res.json()).methods;
}

describe('payment methods', () => {
  it('saves a card as brand and last four, the first method becoming the default', async () => {
    const visa = await add(sam, cardBody(VISA));
    expect(visa).toEqual({
      id: expect.any(String),
      methodType: 'card',
      isDefault: true,
      cardBrand: 'Visa',
      cardLastFour: '4242',
    });
    const upi = await add(sam, { methodType: 'upi', upiId: ' Sam.Rivera@OKAXIS ' });
    expect(upi).toEqual({ id: expect.any(String), methodType: 'upi', isDefault: false, upiId: 'sam.rivera@okaxis' });
    expect(await list(sam)).toEqual([visa, upi]);
  });

  it('lists the default first, then the newest; set default switches it', async () => {
    const visa = await add(sam, cardBody(VISA));
    const mastercard = await add(sam, cardBody('5555555555554444'));
    const upi = await add(sam, { methodType: 'upi', upiId: 'sam@ybl' });
    expect((await list(sam)).map((m) => m.id)).toEqual([visa.id, upi.id, mastercard.id]);

    const res = await sam.send('POST', `${BASE}/${mastercard.id}/default`);
    expect(res.status).toBe(200);
    const after = PaymentMethodList.parse(await res.json()).methods;
    expect(after.map((m) => [m.id, m.isDefault])).toEqual([
      [mastercard.id, true],
      [upi.id, false],
      [visa.id, false],
    ]);
    expect(await list(sam)).toEqual(after);
  });

  it('removing the default promotes the newest remaining method; removing the last leaves none', async () => {
    const visa = await add(sam, cardBody(VISA));
    const upi = await add(sam, { methodType: 'upi', upiId: 'sam@ybl' });
    const mastercard = await add(sam, cardBody('5555555555554444'));
    await sam.send('DELETE', `${BASE}/${upi.id}`);
    expect((await list(sam)).map((m) => [m.id, m.isDefault])).toEqual([
      [visa.id, true],
      [mastercard.id, false],
    ]);

    const res = await sam.send('DELETE', `${BASE}/${visa.id}`);
    expect(res.status).toBe(200);
    expect(PaymentMethodList.parse(await res.json()).methods).toEqual([{ ...mastercard, isDefault: true }]);
    await sam.send('DELETE', `${BASE}/${mastercard.id}`);
    expect(await list(sam)).toEqual([]);
    expect((await add(sam, { methodType: 'upi', upiId: 'sam@ybl' })).isDefault).toBe(true);
  });

  it('answers a decline with the processor message and saves nothing', async () => {
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await sam.send('POST', BASE, cardBody(number));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error).toMatchObject({ message });
    }
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('never stores, logs or answers with the card number or security code', async () => {
    const number = '4242424242424242';
    const bodies: string[] = [];
    const res = await sam.send('POST', BASE, cardBody(number, { cvc: '987' }));
    bodies.push(await res.text());
    const declined = await sam.send('POST', BASE, cardBody('4000000000000002', { cvc: '987' }));
    bodies.push(await declined.text());
    const invalid = await sam.send('POST', BASE, cardBody('4242424242424241', { cvc: '987' }));
    bodies.push(await invalid.text());
    bodies.push(await (await sam.send('GET', BASE)).text());
    const everything = [
      ...bodies,
      JSON.stringify(await test.db.collection(PAYMENT_METHODS).find({}).toArray()),
      JSON.stringify(await test.db.collection(SANDBOX_TOKENS).find({}).toArray()),
      JSON.stringify(log.lines),
    ].join('\n');
    for (const secret of [number, '4000000000000002', '4242424242424241']) expect(everything).not.toContain(secret);
    // The security code alone: random ids and tokens (hex) may hold the digits 987 inside them.
    expect(everything).not.toMatch(/(?<![0-9a-f])987(?![0-9a-f])/);
    expect(bodies[0]).toContain('"cardLastFour":"4242"');
  });

  it('validates the body strictly with field messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [cardBody('4242424242424241'), { cardNumber: 'Your card number is incorrect.' }],
      [cardBody('4242'), { cardNumber: 'Your card number is incorrect.' }],
      [cardBody(VISA, { expMonth: 13 }), { expMonth: "Your card's expiration month is invalid." }],
      [cardBody(VISA, { expMonth: 1, expYear: 2020 }), { expYear: 'Your card has expired.' }],
      [cardBody(VISA, { cvc: '12a' }), { cvc: "Your card's security code is invalid." }],
      [cardBody(VISA, { holderName: '   ' }), { holderName: 'Please enter the name on the card.' }],
      [cardBody(VISA, { userId: 'x', isDefault: true }), { userId: 'Unknown field.', isDefault: 'Unknown field.' }],
      [cardBody(VISA, { cardNumber: { $gt: '' } }), { cardNumber: 'Your card number is incorrect.' }],
      [{ methodType: 'upi', upiId: 'not-an-upi-id' }, { upiId: 'Please enter a valid UPI ID (e.g. name@bank).' }],
      [{ methodType: 'upi', upiId: 'a@okaxis', cardBrand: 'Visa' }, { cardBrand: 'Unknown field.' }],
    ];
    for (const [body, fields] of cases) {
      const res = await sam.send('POST', BASE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(ErrorBody.parse(await res.json()).error.fields).toEqual(fields);
    }
    const wrongType = await sam.send('POST', BASE, { methodType: 'cash' });
    expect(wrongType.status).toBe(400);
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('refuses a UPI id the user already saved', async () => {
    await add(sam, { methodType: 'upi', upiId: 'sam@ybl' });
    const res = await sam.send('POST', BASE, { methodType: 'upi', upiId: 'SAM@ybl' });
    expect(res.status).toBe(409);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(UPI_ALREADY_SAVED);
    const other = await signIn(app, test.db, 'alex@example.com');
    await add(other, { methodType: 'upi', upiId: 'sam@ybl' });
  });

  it(`allows ${ADD_PAYMENT_METHOD_LIMIT.limit} attempts to add a method per account and hour`, async () => {
    for (let i = 0; i < ADD_PAYMENT_METHOD_LIMIT.limit; i++) {
      expect((await sam.send('POST', BASE, cardBody('4000000000000002'))).status).toBe(400);
    }
    const limited = await sam.send('POST', BASE, cardBody(VISA));
    expect(limited.status).toBe(429);
    expect(ErrorBody.parse(await limited.json()).error.message).toBe(ADD_PAYMENT_METHOD_LIMIT.message);
    const other = await signIn(app, test.db, 'alex@example.com');
    await add(other, cardBody(VISA));
  });
});

describe('adding with an Idempotency-Key', () => {
  /** POST as `caller` from its own browser, with the key an add attempt carries. */
  async function addWithKey(caller: Caller, body: unknown, key: string) {
    const { token } = await createSessionsService(test.db).create(caller.user._id);
    return app.request(BASE, {
      method: 'POST',
      headers: {
        Origin: 'http://localhost',
        'Content-Type': 'application/json',
        Cookie: `${SESSION_COOKIE}=${token}`,
        'Idempotency-Key': key,
      },
      body: JSON.stringify(body),
    });
  }

  it('a retry with the same key answers the first answer and saves one method', async () => {
    const first = await addWithKey(sam, cardBody(VISA), 'add-attempt-1');
    expect(first.status).toBe(201);
    const saved = PaymentMethod.parse(await first.json());
    const retry = await addWithKey(sam, cardBody(VISA), 'add-attempt-1');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(PaymentMethod.parse(await retry.json())).toEqual(saved);
    expect(await list(sam)).toEqual([saved]);
    expect(await test.db.collection(SANDBOX_TOKENS).countDocuments()).toBe(1);

    // A new attempt (a new key) saves another method.
    expect((await addWithKey(sam, { methodType: 'upi', upiId: 'sam@ybl' }, 'add-attempt-2')).status).toBe(201);
    expect(await list(sam)).toHaveLength(2);
  });

  it('replays a decline too, and refuses the key with another body (422)', async () => {
    const declined = await addWithKey(sam, cardBody('4000000000000002'), 'declined-once');
    expect(declined.status).toBe(400);
    const again = await addWithKey(sam, cardBody('4000000000000002'), 'declined-once');
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    await addWithKey(sam, cardBody(VISA), 'one-card');
    const reused = await addWithKey(sam, cardBody(VISA, { holderName: 'Someone Else' }), 'one-card');
    expect(reused.status).toBe(422);
    expect(ErrorBody.parse(await reused.json()).error).toEqual({
      code: 'idempotency_key_reused',
      message: KEY_REUSED_MESSAGE,
    });
    expect(await list(sam)).toHaveLength(1);
  });

  it('keeps keys per user, and keeps the card number and CVC out of the stored fingerprint', async () => {
    const alex = await signIn(app, test.db, 'alex@example.com');
    await addWithKey(sam, cardBody(VISA), 'same-key');
    const other = await addWithKey(alex, cardBody(VISA), 'same-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await list(alex)).toHaveLength(1);

    // The fingerprint leaves out the number, so a retry differing only in it replays the first answer.
    const retry = await addWithKey(sam, cardBody('5555555555554444', { cvc: '987' }), 'same-key');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await list(sam)).toHaveLength(1);
    const stored = JSON.stringify(await test.db.collection('idempotency_keys').find({}).toArray());
    for (const secret of ['4242424242424242', '5555555555554444', '987']) expect(stored).not.toContain(secret);
  });
});

describe('payment methods authorization', () => {
  const someId = '0123456789abcdef01234567';

  it('answers 401 to guests on every route', async () => {
    const send = guest(app);
    for (const [method, path, body] of [
      ['GET', BASE],
      ['POST', BASE, cardBody(VISA)],
      ['POST', `${BASE}/${someId}/default`],
      ['DELETE', `${BASE}/${someId}`],
    ] as const) {
      const res = await send(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it("shows, defaults and removes only the user's own methods: another user's are 404", async () => {
    const samCard = await add(sam, cardBody(VISA));
    const alex = await signIn(app, test.db, 'alex@example.com');
    expect(await list(alex)).toEqual([]);
    for (const [method, path] of [
      ['POST', `${BASE}/${samCard.id}/default`],
      ['DELETE', `${BASE}/${samCard.id}`],
      ['DELETE', `${BASE}/${someId}`],
    ] as const) {
      const res = await alex.send(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(ErrorBody.parse(await res.json()).error.message).toBe(PAYMENT_METHOD_NOT_FOUND);
    }
    const malformed = await sam.send('DELETE', `${BASE}/not-an-id`);
    expect(malformed.status).toBe(400);
    expect(await list(sam)).toEqual([samCard]);
  });

  it('refuses cross-site writes', async () => {
    const res = await app.request(BASE, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(cardBody(VISA)),
    });
    expect(res.status).toBe(403);
  });
});
