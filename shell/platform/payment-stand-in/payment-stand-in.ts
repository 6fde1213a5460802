import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { createStripeImitation } from '@petpal/api/payments/stripe-imitation';

/** The stand-in's keys: test-mode shaped, known only to this machine. */
const SECRET_KEY = 'sk_test_petpalStandIn';
const PUBLISHABLE_KEY = 'pk_test_petpalStandIn';

const page = (script: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
  * { box-sizing: border-box; }
  html, body { margin: 0; background: transparent; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif;
    color: #1C1917; font-size: 1rem; line-height: 1.5; padding: 2px; }
  form { display: grid; gap: 1rem; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
  .field { display: grid; gap: 0.25rem; min-width: 0; }
  label { font-weight: 500; font-size: 0.875rem; }
  input { width: 100%; min-height: 2.5rem; padding: 0.5rem 0.75rem; font: inherit; color: #1C1917;
    background: #FFFFFF; border: 1px solid #78716C; border-radius: 0.5rem; }
  input::placeholder { color: #57534E; }
  input:focus-visible { outline: 2px solid #1D4ED8; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #B91C1C; }
  .error { color: #991B1B; font-size: 0.875rem; }
  .error:empty { display: none; }
  .secure { margin: 0; color: #57534E; font-size: 0.75rem; }
</style>
</head>
<body>
<form id="card-form" novalidate aria-label="Card details">
  <div class="field">
    <label for="card-number">Card number</label>
    <input id="card-number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" aria-describedby="card-number-error">
    <span class="error" id="card-number-error" role="alert"></span>
  </div>
  <div class="row">
    <div class="field">
      <label for="card-expiry">Expiry (MM/YY)</label>
      <input id="card-expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" aria-describedby="card-expiry-error">
      <span class="error" id="card-expiry-error" role="alert"></span>
    </div>
    <div class="field">
      <label for="card-cvc">CVC</label>
      <input id="card-cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" aria-describedby="card-cvc-error">
      <span class="error" id="card-cvc-error" role="alert"></span>
    </div>
  </div>
  <div class="field">
    <label for="card-name">Name on card</label>
    <input id="card-name" autocomplete="cc-name" aria-describedby="card-name-error">
    <span class="error" id="card-name-error" role="alert"></span>
  </div>
  <p class="secure">Card details go to the payment provider only (local sandbox).</p>
  <button type="submit" hidden tabindex="-1"></button>
</form>
<script>${script}</script>
</body>
</html>`;

export interface PaymentStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** The PetPal origins that may frame the card element (the shell's, and remotes' dev servers). */
  siteOrigins: string[];
  /** Keeps the stand-in's customers and cards across restarts (beside the API's data). */
  stateFile?: string;
}

/**
 * The payment stand-in (decisions 013, 051): the payment provider's own origin on this machine. It serves the
 * card element page (/elements/card) that PetPal frames, and a Stripe-compatible API (/v1/...) that the element
 * calls with the publishable key and the PetPal API calls with the secret key, through its Stripe adapter.
 */
export async function startPaymentStandIn({ port, siteOrigins, stateFile }: PaymentStandInOptions) {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, 'card-element.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
  });
  const html = page(bundle.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script'));
  const stripe = createStripeImitation({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, stateFile });

  function sendPage(response: ServerResponse) {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // Only PetPal's pages may frame the element; its script talks to this origin only.
      'Content-Security-Policy': `frame-ancestors ${siteOrigins.join(' ')}; default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'`,
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(html);
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in.invalid');
    if (request.method === 'GET' && pathname === '/elements/card') return sendPage(response);
    if (pathname.startsWith('/v1/')) return void stripe.serve(request, response);
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const { port: listening } = server.address() as AddressInfo;
  const origin = `http://localhost:${listening}`;
  return {
    url: origin,
    /** What the API needs to use it: its Stripe adapter pointed here, and the element for browsers. */
    env: {
      STRIPE_API_URL: `http://127.0.0.1:${listening}`,
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      PAYMENT_ELEMENT_URL: `${origin}/elements/card`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
