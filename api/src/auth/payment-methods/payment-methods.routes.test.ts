import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorBody, PAYMENT_METHOD_ID_MESSAGE, PaymentMethod, PaymentMethodList } from '@petpal/contracts';
import { KEY_REUSED_MESSAGE } from '../../lib/idempotency';
import { PAYMENT_METHOD_UNUSABLE, SANDBOX_TOKENS, TEST_PAYMENT_METHODS } from '../../payments';
import { createTestApp, createTestDatabase, type TestDatabase } from '../../test-support/test-app';
import { guest, signIn, type Caller } from '../profiles/profiles.test-support';
import { SESSION_COOKIE } from '../sessions/session-cookie';
import { createSessionsService } from '../sessions/sessions.service';
import { PAYMENT_METHODS } from './payment-methods.repository';
import { ADD_PAYMENT_METHOD_LIMIT, PAYMENT_METHOD_NOT_FOUND, UPI_ALREADY_SAVED } from './payment-methods.service';

const BASE = '/api/auth/payment-methods';
const {
  visa: VISA,
  mastercard: MASTERCARD,
  declined: DECLINED,
  insufficientFunds: INSUFFICIENT,
} = TEST_PAYMENT_METHODS;

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

/** A card as the browser sends it: the payment method id the provider's element answered. */
const cardBody = (paymentMethodId: unknown, extra: Record<string, unknown> = {}) => ({
  methodType: 'card',
  paymentMethodId,
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
    const mastercard = await add(sam, cardBody(MASTERCARD));
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
    const mastercard = await add(sam, cardBody(MASTERCARD));
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
    for (const [method, message] of [
      [DECLINED, 'Your card was declined.'],
      [INSUFFICIENT, 'Your card has insufficient funds.'],
    ] as const) {
      const res = await sam.send('POST', BASE, cardBody(method));
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(await res.json()).error).toMatchObject({ message });
    }
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('refuses card numbers and security codes: no field takes them, and none reaches the log', async () => {
    const rawCard = {
      methodType: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '987',
      holderName: 'Sam Rivera',
    };
    const res = await sam.send('POST', BASE, rawCard);
    expect(res.status).toBe(400);
    const error = ErrorBody.parse(await res.json()).error;
    expect(error.fields).toMatchObject({ cardNumber: 'Unknown field.', cvc: 'Unknown field.' });
    const withId = await sam.send('POST', BASE, cardBody(VISA, { cardNumber: '4242424242424242', cvc: '987' }));
    expect(withId.status).toBe(400);
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
    expect(JSON.stringify(log.lines)).not.toContain('4242424242424242');
  });

  it("keeps the provider's token, brand and last four; the brand comes from the provider, not the browser", async () => {
    const spoofed = await sam.send('POST', BASE, cardBody(VISA, { cardBrand: 'Amex', cardLastFour: '0005' }));
    expect(spoofed.status).toBe(400);
    const saved = await add(sam, cardBody(VISA));
    expect(saved).toMatchObject({ cardBrand: 'Visa', cardLastFour: '4242' });
    const [doc] = await test.db.collection(PAYMENT_METHODS).find({}).toArray();
    expect(doc).toMatchObject({
      providerToken: expect.stringMatching(/^tok_sandbox_/),
      cardBrand: 'Visa',
      cardLastFour: '4242',
    });
  });

  it('refuses a payment method id the provider does not know, saving nothing', async () => {
    const res = await sam.send('POST', BASE, cardBody('pm_1UnknownToTheProvider'));
    expect(res.status).toBe(400);
    expect(ErrorBody.parse(await res.json()).error.message).toBe(PAYMENT_METHOD_UNUSABLE);
    expect(await test.db.collection(PAYMENT_METHODS).countDocuments()).toBe(0);
  });

  it('tells the browser which card element to mount', async () => {
    const res = await sam.send('GET', `${BASE}/card-entry`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ kind: 'unavailable' });
    const configured = await createTestApp(test.db, {
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      PAYMENT_ELEMENT_URL: 'http://localhost:8120/elements/card',
    });
    const ann = await signIn(configured.app, test.db, 'ann@example.com');
    expect(await (await ann.send('GET', `${BASE}/card-entry`)).json()).toEqual({
      kind: 'frame',
      publishableKey: 'pk_test_abc',
      frameUrl: 'http://localhost:8120/elements/card',
    });
    expect((await guest(app)('GET', `${BASE}/card-entry`)).status).toBe(401);
  });

  it('validates the body strictly with field messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [cardBody('tok_visa'), { paymentMethodId: PAYMENT_METHOD_ID_MESSAGE }],
      [cardBody('pm_../../v1/customers'), { paymentMethodId: PAYMENT_METHOD_ID_MESSAGE }],
      [{ methodType: 'card' }, { paymentMethodId: PAYMENT_METHOD_ID_MESSAGE }],
      [cardBody(VISA, { userId: 'x', isDefault: true }), { userId: 'Unknown field.', isDefault: 'Unknown field.' }],
      [cardBody(VISA, { holderName: 'Sam' }), { holderName: 'Unknown field.' }],
      [cardBody({ $gt: '' }), { paymentMethodId: PAYMENT_METHOD_ID_MESSAGE }],
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
      expect((await sam.send('POST', BASE, cardBody(DECLINED))).status).toBe(400);
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
    const declined = await addWithKey(sam, cardBody(DECLINED), 'declined-once');
    expect(declined.status).toBe(400);
    const again = await addWithKey(sam, cardBody(DECLINED), 'declined-once');
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    await addWithKey(sam, cardBody(VISA), 'one-card');
    const reused = await addWithKey(sam, cardBody(MASTERCARD), 'one-card');
    expect(reused.status).toBe(422);
    expect(ErrorBody.parse(await reused.json()).error).toEqual({
      code: 'idempotency_key_reused',
      message: KEY_REUSED_MESSAGE,
    });
    expect(await list(sam)).toHaveLength(1);
  });

  it('keeps keys per user', async () => {
    const alex = await signIn(app, test.db, 'alex@example.com');
    await addWithKey(sam, cardBody(VISA), 'same-key');
    const other = await addWithKey(alex, cardBody(VISA), 'same-key');
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await list(alex)).toHaveLength(1);
    expect(await list(sam)).toHaveLength(1);
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
