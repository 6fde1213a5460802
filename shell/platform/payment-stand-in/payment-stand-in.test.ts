// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPaymentStandIn } from './payment-stand-in';

let standIn: Awaited<ReturnType<typeof startPaymentStandIn>>;
beforeEach(async () => {
  standIn = await startPaymentStandIn({ port: 0, siteOrigins: ['http://localhost:8080', 'http://localhost:8081'] });
});
afterEach(() => standIn.close());

const form = (key: string, params: Record<string, string>) => ({
  method: 'POST',
  headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params),
});

describe('the payment stand-in', () => {
  it('serves the card element page, framable only by PetPal and talking only to its own origin', async () => {
    const res = await fetch(`${standIn.url}/elements/card?parentOrigin=http://localhost:8080&key=x`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:8080 http://localhost:8081;');
    expect(csp).toContain("connect-src 'self'");
    const html = await res.text();
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card'])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('petpal-card-element');
  });

  it('is the Stripe-compatible API the launcher hands the PetPal API', async () => {
    const { env } = standIn;
    expect(env.PAYMENT_ELEMENT_URL).toBe(`${standIn.url}/elements/card`);
    const created = await fetch(
      `${env.STRIPE_API_URL}/v1/payment_methods`,
      form(env.STRIPE_PUBLISHABLE_KEY, {
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getFullYear() + 2),
        'card[cvc]': '123',
      }),
    );
    const { id } = (await created.json()) as { id: string };
    expect(id).toMatch(/^pm_/);
    expect((await fetch(`${env.STRIPE_API_URL}/v1/customers`, form(env.STRIPE_PUBLISHABLE_KEY, {}))).status).toBe(401);
    const retrieved = await fetch(`${env.STRIPE_API_URL}/v1/payment_methods/${id}`, {
      headers: { Authorization: `Bearer ${env.STRIPE_SECRET_KEY}` },
    });
    expect(await retrieved.json()).toMatchObject({ id, card: { brand: 'visa', last4: '4242' } });
    expect((await fetch(`${standIn.url}/elsewhere`)).status).toBe(404);
  });
});
