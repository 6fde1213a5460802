import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { shopCurrencyFor, shopMessages, type CheckoutInput } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  CardEntryError,
  Checkbox,
  createAttemptKeys,
  EmptyState,
  LoadingLine,
  RouterButtonLink,
  sessionUserAtom,
  sharedQueryKeys,
  Stack,
  type CardEntryHandle,
  Text,
} from '@petpal/design-system';
import { orderConfirmationPath } from '../../../lib/paths';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { SignInPrompt } from '../../../ui/SignInPrompt';
import { useCart, type CartView } from '../../../lib/cart/use-cart';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { useOrderSummary } from '../api/order-summary';
import { usePlaceOrder } from '../api/place-order';
import { OrderSummaryPanel } from './OrderSummaryPanel';
import { saveCard } from '../api/save-card';
import { NEW_ADDRESS, useShippingForm } from '../../../lib/shipping-form';
import { saveAddress, savedAddressKeys } from '../../../lib/saved-addresses';
import { NEW_CARD } from '../../../ui/PaymentMethodChoice';
import { SavedMethodField } from '../../../ui/SavedMethodField';
import { ShippingAddressFields } from '../../../ui/ShippingAddressFields';

const Layout = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    gap: ${theme.spacing[6]};

    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

export const CHECKOUT_FAILED = 'We could not place your order. Please try again.';
export const SUMMARY_NEEDED = 'Please enter the shipping country so the order summary can show the total.';
const CURRENCY_NAMES = { INR: 'rupees (₹)', USD: 'US dollars ($)' } as const;

function CheckoutForm({ cart }: { cart: CartView }) {
  const navigate = useNavigate();
  const methods = usePaymentMethods(true);
  const place = usePlaceOrder();
  const [attemptKeys] = useState(createAttemptKeys);
  const shipping = useShippingForm();
  const { address, chosenMethod, setChosenMethod, methodError, setMethodError, refusal, setRefusal, refused } =
    shipping;
  const [savingCard, setSavingCard] = useState(false);
  const [saveForNextTime, setSaveForNextTime] = useState(true);
  const card = useRef<CardEntryHandle>(null);
  const queryClient = useQueryClient();

  const saved = methods.data?.methods ?? [];
  const methodId = chosenMethod || (saved.find((method) => method.isDefault) ?? saved[0])?.id || NEW_CARD;
  const country = address.watch('country');
  const currency = shopCurrencyFor(country);
  const cartVersion = cart.lines.map((line) => `${line.product.id}:${line.quantity}`).join();
  const summary = useOrderSummary(country, cartVersion);

  /** The new card typed in the provider's element, saved as a method (its id answered), or null if refused. */
  async function saveNewCard(): Promise<string | null> {
    if (!card.current) return null;
    setSavingCard(true);
    try {
      const method = await saveCard(await card.current.createPaymentMethod());
      // Chosen from now on: a retry of this order pays with the saved card instead of saving it again.
      setChosenMethod(method.id);
      void queryClient.invalidateQueries({ queryKey: ['shop', 'payment-methods'] });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.paymentMethods() });
      return method.id;
    } catch (error) {
      if (error instanceof CardEntryError) {
        if (!error.inElement) setMethodError(error.message);
      } else setRefusal(error instanceof ApiError ? error.message : CHECKOUT_FAILED);
      return null;
    } finally {
      setSavingCard(false);
    }
  }

  const placeOrder = address.onSubmit(async (shippingAddress) => {
    // The total shown; if the shipping country's summary is still on its way, it is awaited (and shown).
    const quoted = summary.isPlaceholderData ? undefined : summary.data?.summary;
    const total = quoted ?? (await summary.refetch()).data?.summary;
    if (!total) {
      setRefusal(SUMMARY_NEEDED);
      return;
    }
    const paymentMethodId = methodId === NEW_CARD ? await saveNewCard() : methodId;
    if (!paymentMethodId) return;
    const input: CheckoutInput = { shippingAddress, paymentMethodId, quotedTotalMinor: total.total.amountMinor };
    place.mutate(
      { input, key: attemptKeys.keyFor(input) },
      {
        onSuccess: ({ order }) => {
          attemptKeys.settle();
          if (shipping.savedChoice.value === NEW_ADDRESS && saveForNextTime) {
            // Kept for next time; the order is placed whatever this answers.
            saveAddress(shippingAddress).then(
              () => void queryClient.invalidateQueries({ queryKey: savedAddressKeys.all }),
              () => undefined,
            );
          }
          navigate(orderConfirmationPath(order.id));
        },
        onError: (error) => {
          attemptKeys.settle(error);
          // The total moved (a price or the delivery): show the new summary with the API's words.
          if (error instanceof ApiError && error.code === 'total_changed') void summary.refetch();
          refused(error, CHECKOUT_FAILED);
        },
      },
    );
  });

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (place.isPending || savingCard) return;
    setRefusal(null);
    setMethodError(undefined);
    void placeOrder(event);
  }

  return (
    <Layout>
      <form aria-label="Checkout" onSubmit={submit} noValidate>
        <Stack gap={5}>
          <ShippingAddressFields field={address.field} saved={shipping.savedChoice} />
          {shipping.savedChoice.value === NEW_ADDRESS && (
            <Checkbox
              label="Save this address for next time"
              checked={saveForNextTime}
              onChange={(event) => setSaveForNextTime(event.target.checked)}
            />
          )}
          <SavedMethodField
            methods={methods}
            value={methodId}
            onChange={setChosenMethod}
            error={methodError}
            newCard={{ ref: card, onSubmitRequest: () => submit() }}
          />
          <Text tone="muted">{`You will be charged in ${CURRENCY_NAMES[currency]}, the currency of the shipping country.`}</Text>
          {refusal && <Alert variant="error">{refusal}</Alert>}
          <div>
            <Button type="submit" loading={place.isPending || savingCard} disabled={methods.isPending}>
              Place order
            </Button>
          </div>
        </Stack>
      </form>
      <OrderSummaryPanel cart={cart} summary={summary.data?.summary} loading={summary.isFetching} />
    </Layout>
  );
}

/** /checkout (signed in): shipping address, a saved payment method, the summary, and Place order. */
export function CheckoutPage() {
  const user = useAtomValue(sessionUserAtom);
  const { cart, isLoading, error, retry } = useCart();

  let body;
  if (user === undefined) body = <LoadingLine message="Loading..." />;
  else if (user === null) {
    body = (
      <SignInPrompt
        title="Log in to check out"
        description="Your cart is kept on this device and comes with you when you log in."
        returnTo="/checkout"
      />
    );
  } else if (error) {
    body = (
      <LoadFailedAlert title="We could not load your cart. Please try again." detail={error.message} onRetry={retry} />
    );
  } else if (isLoading || !cart) body = <LoadingLine message="Loading your cart..." />;
  else if (cart.lines.length === 0) {
    body = (
      <EmptyState
        title={shopMessages.cartEmpty}
        action={<RouterButtonLink to="/merchandise">Browse merchandise</RouterButtonLink>}
      />
    );
  } else body = <CheckoutForm cart={cart} />;

  return <ShopPageFrame title="Checkout">{body}</ShopPageFrame>;
}
