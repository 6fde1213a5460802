import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { TextField } from '../TextField';
import { cardMessages } from '@petpal/contracts';
import { CARD_ENTRY_MESSAGES, CardEntryError, type CardEntryHandle } from './card-entry-config';

/** The few parts of Stripe.js (https://js.stripe.com/v3) this element uses. */
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCard };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCard;
    billing_details: { name: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
interface StripeCard {
  mount(element: HTMLElement): void;
  clear(): void;
  destroy(): void;
}
declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const STRIPE_JS = 'https://js.stripe.com/v3/';

/** Stripe.js must come from js.stripe.com (never bundled), once per page. */
function loadStripeJs(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: STRIPE_JS, async: true });
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load')));
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.append(script);
  });
}

const Mount = styled.div`
  ${({ theme }) => `
    padding: ${theme.spacing[3]};
    border: 1px solid ${theme.colors.borderControl};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
  `}
`;

export interface StripeCardElementProps {
  publishableKey: string;
  ref?: Ref<CardEntryHandle>;
}

/**
 * Production: Stripe Elements' card element in Stripe's own iframe (number, expiry, CVC), with the name on the
 * card in our form (a name is not card data). Stripe.js answers a PaymentMethod id; the card stays with Stripe.
 */
export function StripeCardElement({ publishableKey, ref }: StripeCardElementProps) {
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; card: StripeCard } | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [failed, setFailed] = useState(false);
  const labelId = useId();

  useEffect(() => {
    let cancelled = false;
    loadStripeJs().then(
      (Stripe) => {
        if (cancelled || !mount.current) return;
        const js = Stripe(publishableKey);
        const card = js.elements().create('card', { hidePostalCode: true });
        card.mount(mount.current);
        stripe.current = { js, card };
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      stripe.current?.card.destroy();
      stripe.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      if (!stripe.current)
        throw new CardEntryError(failed ? CARD_ENTRY_MESSAGES.unavailable : CARD_ENTRY_MESSAGES.loading);
      const holder = name.trim();
      setNameError(holder ? undefined : cardMessages.holderName);
      if (!holder) throw new CardEntryError(cardMessages.holderName, true);
      const { js, card } = stripe.current;
      const result = await js.createPaymentMethod({ type: 'card', card, billing_details: { name: holder } });
      if (!result.paymentMethod) throw new CardEntryError(result.error?.message ?? CARD_ENTRY_MESSAGES.noAnswer);
      return result.paymentMethod.id;
    },
    reset() {
      stripe.current?.card.clear();
      setName('');
    },
  }));

  return (
    <>
      <span id={labelId}>Card details</span>
      <Mount ref={mount} aria-labelledby={labelId} />
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
      />
    </>
  );
}
