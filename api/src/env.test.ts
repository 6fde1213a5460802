import { describe, expect, it } from 'vitest';
import { AREAS, EnvError, loadEnv } from './env';

/** What production needs; with it, an otherwise empty environment starts. */
const PRODUCTION = {
  PUBLIC_URL: 'https://petpal.example',
  SMTP_URL: 'smtp://mail:25',
  STRIPE_SECRET_KEY: 'sk_live_51AbcDEF',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbcDEF',
};
const DEV = { NODE_ENV: 'development' };

const messageOf = (attempt: () => unknown) => {
  try {
    attempt();
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('loadEnv', () => {
  it('applies defaults: production, no seed, no trusted proxy', () => {
    const env = loadEnv(PRODUCTION);
    expect(env).toMatchObject({
      PORT: 8090,
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      MONGODB_DB: 'petpal',
      CORS_ORIGINS: [],
      API_AREAS: [...AREAS],
      SEED: false,
    });
    expect(env.TRUST_PROXY.list).toEqual([]);
    expect(env.TRUST_PROXY.trusts('127.0.0.1')).toBe(false);
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/api[\\/]data$/);
    expect(env.APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('with no environment at all, refuses to start as production, naming what is missing', () => {
    const message = messageOf(() => loadEnv({}));
    expect(message).toContain('PUBLIC_URL: required in production');
    expect(message).toContain('SMTP_URL: required in production');
    expect(message).toContain('STRIPE_SECRET_KEY: required in production');
    expect(message).toContain('NODE_ENV is not set, so this is production');
    expect(messageOf(() => loadEnv({ NODE_ENV: 'production' }))).not.toContain('NODE_ENV is not set');
    expect(loadEnv(DEV)).toMatchObject({ NODE_ENV: 'development', SEED: false });
    expect(loadEnv({ NODE_ENV: 'test' })).toMatchObject({ NODE_ENV: 'test', SEED: false });
  });

  it('never seeds the demo data (a published password) in production', () => {
    expect(() => loadEnv({ ...PRODUCTION, SEED: 'true' })).toThrow(
      'SEED: must be false in production (the demo accounts have a published password)',
    );
    expect(loadEnv({ ...PRODUCTION, SEED: 'false' }).SEED).toBe(false);
    expect(loadEnv({ ...DEV, SEED: 'true' }).SEED).toBe(true);
  });

  it('reads TRUST_PROXY as addresses and CIDR ranges, IPv4 and IPv6', () => {
    const { TRUST_PROXY } = loadEnv({ ...DEV, TRUST_PROXY: ' 127.0.0.1, ::1 ,10.0.0.0/8,2001:db8::/32' });
    expect(TRUST_PROXY.list).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', '2001:db8::/32']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '10.200.3.4', '::ffff:10.0.0.9', '2001:db8:5::1'])
      expect(TRUST_PROXY.trusts(address), address).toBe(true);
    for (const address of ['127.0.0.2', '11.0.0.1', '2001:db9::1', '::2', 'unknown', ''])
      expect(TRUST_PROXY.trusts(address), address).toBe(false);
    const named = loadEnv({ ...DEV, TRUST_PROXY: 'loopback,uniquelocal' }).TRUST_PROXY;
    expect(['127.9.9.9', '::1', '192.168.1.20', '172.20.0.1', 'fd00::7'].every(named.trusts)).toBe(true);
    expect(named.trusts('8.8.8.8')).toBe(false);
    expect(loadEnv({ ...DEV, TRUST_PROXY: 'false' }).TRUST_PROXY.list).toEqual([]);
    // Exempt addresses are compared with the client address as clientIp() reports it.
    expect(loadEnv({ ...DEV, RATE_LIMIT_EXEMPT_IPS: '127.0.0.1, ::ffff:127.0.0.1,::1' }).RATE_LIMIT_EXEMPT_IPS).toEqual(
      ['127.0.0.1', '127.0.0.1', '::1'],
    );
  });

  it("refuses TRUST_PROXY=true, asking for the proxies' addresses, and names a bad entry", () => {
    expect(messageOf(() => loadEnv({ ...DEV, TRUST_PROXY: 'true' }))).toContain(
      'TRUST_PROXY: "true" would trust X-Forwarded-For from any caller: list the addresses or ranges of your own proxies, e.g. 127.0.0.1,::1,10.0.0.0/8 (or false for none)',
    );
    expect(() => loadEnv({ ...DEV, TRUST_PROXY: '127.0.0.1,proxy.internal' })).toThrow(
      /TRUST_PROXY: "proxy.internal" is not an IP address or range/,
    );
    expect(() => loadEnv({ ...DEV, TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /"10.0.0.0\/33" has a prefix length outside 0-32/,
    );
    expect(() => loadEnv({ ...DEV, TRUST_PROXY: '::/129' })).toThrow(/outside 0-128/);
    expect(() => loadEnv({ ...DEV, TRUST_PROXY: '2' })).toThrow(/"2" is not an IP address/);
  });

  it('parses lists and flags', () => {
    const env = loadEnv({
      ...DEV,
      CORS_ORIGINS: 'https://a.example, http://localhost:3000',
      API_AREAS: 'vet, care',
      SEED: 'false',
      PORT: '9000',
    });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(env.API_AREAS).toEqual(['vet', 'care']);
    expect(env.SEED).toBe(false);
    expect(env.PORT).toBe(9000);
  });

  it('fails fast naming every bad variable', () => {
    const attempt = () =>
      loadEnv({
        PORT: 'eighty',
        API_AREAS: 'vet,billing',
        CORS_ORIGINS: '*',
        MONGODB_URI: 'postgres://x',
        NODE_ENV: 'staging',
      });
    expect(attempt).toThrow(EnvError);
    const message = messageOf(attempt);
    for (const name of ['PORT', 'API_AREAS', 'CORS_ORIGINS', 'MONGODB_URI', 'NODE_ENV'])
      expect(message).toContain(name);
  });

  it('reads the mail settings: PUBLIC_URL as an origin, SMTP_URL as smtp(s)://, MAIL_FROM with a default', () => {
    expect(loadEnv(DEV)).toMatchObject({ MAIL_FROM: 'PetPal <no-reply@petpal.local>' });
    expect(loadEnv(DEV).PUBLIC_URL).toBeUndefined();
    const env = loadEnv({ ...DEV, PUBLIC_URL: 'https://petpal.example/', SMTP_URL: 'smtps://u:p@smtp.example:465' });
    expect(env).toMatchObject({ PUBLIC_URL: 'https://petpal.example', SMTP_URL: 'smtps://u:p@smtp.example:465' });
    expect(() => loadEnv({ ...DEV, PUBLIC_URL: 'https://petpal.example/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ ...DEV, SMTP_URL: 'http://smtp.example' })).toThrow(/SMTP_URL/);
  });

  it('requires PUBLIC_URL, SMTP_URL and the Stripe keys in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY/);
    const production = { NODE_ENV: 'production', PUBLIC_URL: PRODUCTION.PUBLIC_URL, SMTP_URL: PRODUCTION.SMTP_URL };
    expect(() => loadEnv(production)).toThrow(
      'STRIPE_SECRET_KEY: required in production (the payment provider; the sandbox charges nobody)',
    );
    expect(() => loadEnv({ ...production, STRIPE_SECRET_KEY: 'sk_live_51AbcDEF' })).toThrow(
      'STRIPE_PUBLISHABLE_KEY: required in production (the browser enters cards in Stripe Elements with it)',
    );
    const env = loadEnv({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_51AbcDEF',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51Abc',
    });
    expect(env.NODE_ENV).toBe('production');
  });

  it('reads the Stripe settings: a secret key, and the API URL with a default', () => {
    expect(loadEnv(DEV)).toMatchObject({ STRIPE_API_URL: 'https://api.stripe.com' });
    expect(loadEnv(DEV).STRIPE_SECRET_KEY).toBeUndefined();
    const env = loadEnv({
      ...DEV,
      STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjW',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjW', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(() => loadEnv({ ...DEV, STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ ...DEV, STRIPE_API_URL: 'ftp://stripe.example' })).toThrow(/STRIPE_API_URL/);
    expect(loadEnv({ ...DEV, STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toMatchObject({
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(() => loadEnv({ ...DEV, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
