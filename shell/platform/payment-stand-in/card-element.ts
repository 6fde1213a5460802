/**
 * The stand-in card element: runs inside the iframe the payment stand-in serves from its own origin, as Stripe
 * Elements run on js.stripe.com. It checks the card, sends it to the stand-in's /v1/payment_methods with the
 * publishable key and hands the page that framed it only the payment method id (decision 051).
 *
 * The protocol is CardElementEvent / CardElementCommand (contracts/card-checks.ts): events go to the
 * `parentOrigin` it was framed with only, and commands are read only from window.parent at that origin.
 */
import {
  CARD_ELEMENT_CHANNEL,
  cardMessages,
  isCardExpired,
  isCardNumber,
  normalizeCardNumber,
  type CardElementCommand,
  type CardElementEvent,
} from '@petpal/contracts/card-checks';

type Payload<T> = T extends unknown ? Omit<T, 'channel'> : never;
const EXPIRY_FORMAT = 'Please enter the expiry date as MM/YY.';

type Field = 'number' | 'expiry' | 'cvc' | 'name';
const fields: Field[] = ['number', 'expiry', 'cvc', 'name'];

const params = new URLSearchParams(location.search);
const parentOrigin = params.get('parentOrigin') ?? '';
const publishableKey = params.get('key') ?? '';

const input = (field: Field) => document.getElementById(`card-${field}`) as HTMLInputElement;
const errorOf = (field: Field) => document.getElementById(`card-${field}-error`) as HTMLElement;

function post(message: Payload<CardElementEvent>) {
  if (parentOrigin && window.parent !== window) {
    window.parent.postMessage({ channel: CARD_ELEMENT_CHANNEL, ...message } satisfies CardElementEvent, parentOrigin);
  }
}

function showError(field: Field, message: string | null) {
  input(field).setAttribute('aria-invalid', message ? 'true' : 'false');
  errorOf(field).textContent = message ?? '';
}

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** The spec's card messages, word for word (the same checks the stand-in applies again). */
function check(): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!isCardNumber(input('number').value)) errors.number = cardMessages.number;
  const expiry = parseExpiry(input('expiry').value);
  if (!expiry) errors.expiry = EXPIRY_FORMAT;
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = cardMessages.expMonth;
  else if (isCardExpired(expiry.month, expiry.year)) errors.expiry = cardMessages.expired;
  if (!/^\d{3,4}$/.test(input('cvc').value)) errors.cvc = cardMessages.cvc;
  const name = input('name').value.trim();
  if (!name) errors.name = cardMessages.holderName;
  else if (name.length > 100) errors.name = cardMessages.holderNameTooLong;
  return errors;
}

const formatters: Partial<Record<Field, (value: string) => string>> = {
  number: (value) =>
    value
      .replace(/\D/g, '')
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 '),
  expiry: (value) => {
    const digits = value.replace(/\D/g, '').slice(0, 4);
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  },
  cvc: (value) => value.replace(/\D/g, '').slice(0, 4),
};

async function create(requestId: string) {
  const errors = check();
  for (const field of fields) showError(field, errors[field] ?? null);
  const first = fields.find((field) => errors[field]);
  if (first) {
    input(first).focus();
    post({ type: 'result', requestId, error: { message: errors[first] ?? '', field: first } });
    return;
  }
  const expiry = parseExpiry(input('expiry').value)!;
  try {
    const res = await fetch('/v1/payment_methods', {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': normalizeCardNumber(input('number').value),
        'card[exp_month]': String(expiry.month),
        'card[exp_year]': String(expiry.year),
        'card[cvc]': input('cvc').value,
        'billing_details[name]': input('name').value.trim(),
      }),
    });
    const body = (await res.json()) as { id?: string; error?: { message?: string } };
    if (body.id) post({ type: 'result', requestId, paymentMethodId: body.id });
    else post({ type: 'result', requestId, error: { message: body.error?.message ?? 'Your card was declined.' } });
  } catch {
    post({
      type: 'result',
      requestId,
      error: { message: 'We could not reach our payment provider. Please try again.' },
    });
  }
}

function reset() {
  for (const field of fields) {
    input(field).value = '';
    showError(field, null);
  }
}

for (const field of fields) {
  input(field).addEventListener('input', () => {
    const format = formatters[field];
    if (format) input(field).value = format(input(field).value);
    if (errorOf(field).textContent) showError(field, check()[field] ?? null);
  });
}

// Enter in a field asks the page to submit its form, as in any other field of it.
document.getElementById('card-form')?.addEventListener('submit', (event) => {
  event.preventDefault();
  post({ type: 'submit' });
});

window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const data = event.data as Partial<CardElementCommand> | null;
  if (data?.channel !== CARD_ELEMENT_CHANNEL) return;
  if (data.type === 'create' && typeof data.requestId === 'string') void create(data.requestId);
  if (data.type === 'reset') reset();
});

new ResizeObserver(() => post({ type: 'resize', height: Math.ceil(document.documentElement.scrollHeight) })).observe(
  document.body,
);
post({ type: 'ready' });
