import { describe, expect, it } from 'vitest';
import { AREAS, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8090,
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      MONGODB_DB: 'petpal',
      CORS_ORIGINS: [],
      API_AREAS: [...AREAS],
      SEED: true,
      TRUST_PROXY: false,
    });
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/api[\\/]data$/);
    expect(env.APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('parses lists and flags', () => {
    const env = loadEnv({
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
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'API_AREAS', 'CORS_ORIGINS', 'MONGODB_URI', 'NODE_ENV'])
      expect(message).toContain(name);
  });

  it('reads the mail settings: PUBLIC_URL as an origin, SMTP_URL as smtp(s)://, MAIL_FROM with a default', () => {
    expect(loadEnv({})).toMatchObject({ MAIL_FROM: 'PetPal <no-reply@petpal.local>' });
    expect(loadEnv({}).PUBLIC_URL).toBeUndefined();
    const env = loadEnv({ PUBLIC_URL: 'https://petpal.example/', SMTP_URL: 'smtps://u:p@smtp.example:465' });
    expect(env).toMatchObject({ PUBLIC_URL: 'https://petpal.example', SMTP_URL: 'smtps://u:p@smtp.example:465' });
    expect(() => loadEnv({ PUBLIC_URL: 'https://petpal.example/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ SMTP_URL: 'http://smtp.example' })).toThrow(/SMTP_URL/);
  });

  it('requires PUBLIC_URL, SMTP_URL and the Stripe keys in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL[\s\S]*SMTP_URL[\s\S]*STRIPE_SECRET_KEY/);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://petpal.example', SMTP_URL: 'smtp://mail:25' };
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
    expect(loadEnv({})).toMatchObject({ STRIPE_API_URL: 'https://api.stripe.com' });
    expect(loadEnv({}).STRIPE_SECRET_KEY).toBeUndefined();
    const env = loadEnv({ STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjW', STRIPE_API_URL: 'http://127.0.0.1:12111/' });
    expect(env).toMatchObject({ STRIPE_SECRET_KEY: 'sk_test_4eC39HqLyjW', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(() => loadEnv({ STRIPE_SECRET_KEY: 'pk_test_123' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ STRIPE_API_URL: 'ftp://stripe.example' })).toThrow(/STRIPE_API_URL/);
    expect(loadEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toMatchObject({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    expect(() => loadEnv({ STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });
});
