import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { normalizeAddress, parseTrustedProxies, type TrustedProxies } from './lib/client-ip';

/** The API areas a process can serve; API_AREAS picks a subset. */
export const AREAS = [
  'auth',
  'vet',
  'care',
  'notifications',
  'community',
  'support',
  'admin',
  'shop',
  'insurance',
] as const;
export type Area = (typeof AREAS)[number];

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

function packageVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const version = z.object({ version: z.string() }).safeParse(pkg);
  return version.success ? version.data.version : '0.0.0';
}

const commaList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

const origin = z
  .string()
  .refine(
    isOrigin,
    'each entry must be an origin like https://partner.example (scheme and host, no path, no wildcard)',
  );

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const trustedProxies = z
  .string()
  .default('')
  .transform((value, ctx): TrustedProxies => {
    const parsed = parseTrustedProxies(value);
    if ('proxies' in parsed) return parsed.proxies;
    for (const message of parsed.errors) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(8090),
    HOST: z.string().min(1).default('127.0.0.1'),
    // Unset means production: development (the dev outbox, demo data) is switched on explicitly (`npm start`).
    NODE_ENV: z.enum(['development', 'test', 'production']).default('production'),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
    MONGODB_DB: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,63}$/, 'letters, digits, _ and - only (max 63)')
      .default('petpal'),
    DATA_DIR: z.string().min(1).default(`${packageRoot}data`),
    CORS_ORIGINS: z.string().optional().transform(commaList).pipe(z.array(origin)),
    API_AREAS: z
      .string()
      .optional()
      .transform((value) => (value === undefined || value.trim() === '' ? [...AREAS] : commaList(value)))
      .pipe(z.array(z.enum(AREAS)).min(1)),
    APP_VERSION: z.string().min(1).optional(),
    SEED: flag.default(false),
    // The proxies whose X-Forwarded-For and X-Forwarded-Proto we believe: addresses and CIDR ranges.
    TRUST_PROXY: trustedProxies,
    // Compared with clientIp()'s answer, which reports IPv4-mapped IPv6 addresses as IPv4.
    RATE_LIMIT_EXEMPT_IPS: z
      .string()
      .optional()
      .transform((value) => commaList(value).map(normalizeAddress)),
    NOMINATIM_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://nominatim.openstreetmap.org'),
    // Map tiles (decision 084): an OpenStreetMap-compatible raster template; `npm start` and e2e point it at the
    // local tile stand-in. The public OSM servers suit light use only (their tile policy): production names its own.
    TILE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) URL')
      .refine(
        (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        'must be a tile template with {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
    PUBLIC_URL: z
      .string()
      .transform((value) => value.replace(/\/+$/, ''))
      .pipe(z.string().refine(isOrigin, 'must be an origin like https://petpal.example (scheme and host, no path)'))
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('PetPal <no-reply@petpal.local>'),
    // Google and Facebook sign-in (OpenID Connect). A provider is offered only when its issuer, client id
    // and secret are all set; `npm start` points both at the local stand-in provider (shell/platform/oidc-provider).
    GOOGLE_ISSUER: z.string().url().optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_ISSUER: z.string().url().optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
    // Saved cards and charges go to Stripe when its secret key is set, else to the sandbox provider.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)')
      .optional(),
    STRIPE_API_URL: z
      .string()
      .url()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.stripe.com'),
    // Cards are typed into the provider's own element in the browser (decision 051): Stripe Elements with this
    // publishable key, or, when PAYMENT_ELEMENT_URL is set, that stand-in element page (`npm start`, e2e).
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key (pk_live_... or pk_test_...)')
      .optional(),
    PAYMENT_ELEMENT_URL: z.string().url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    // The demo accounts share a published password.
    if (env.SEED) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED'],
        message: 'must be false in production (the demo accounts have a published password)',
      });
    }
    // A link built from a request's Host header could point a reset email at someone else's site.
    if (!env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'required in production (the origin emailed links use)',
      });
    }
    // Without SMTP mail would land in the outbox, which production does not serve.
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'required in production (how email is delivered)' });
    }
    // Without it cards would go to the sandbox, which accepts only test numbers and charges nobody.
    if (!env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'required in production (the payment provider; the sandbox charges nobody)',
      });
    }
    if (!env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_PUBLISHABLE_KEY'],
        message: 'required in production (the browser enters cards in Stripe Elements with it)',
      });
    }
  });

export type Env = Omit<z.output<typeof EnvSchema>, 'APP_VERSION'> & { APP_VERSION: string };
export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * The only reader of process.env. Throws EnvError naming every bad variable.
 * @example loadEnv({ PORT: '9000', API_AREAS: 'auth,vet' })
 */
export function loadEnv(source: EnvSource = process.env): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}: ${issue.message}`;
    });
    const unset =
      blanksRemoved.NODE_ENV === undefined &&
      parsed.error.issues.some((issue) => issue.message.includes('in production'))
        ? '\n(NODE_ENV is not set, so this is production: use `npm start`, or set NODE_ENV=development, to run locally)'
        : '';
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}${unset}`);
  }
  return { ...parsed.data, APP_VERSION: parsed.data.APP_VERSION ?? packageVersion() };
}
