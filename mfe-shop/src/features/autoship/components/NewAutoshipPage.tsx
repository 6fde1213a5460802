import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  autoshipMessages,
  autoshipPriceMinor,
  MAX_QUANTITY_PER_ITEM,
  shopMessages,
  type CreateAutoshipInput,
  type Product,
} from '@petpal/contracts';
import {
  Alert,
  ApiError,
  Button,
  Card,
  createAttemptKeys,
  Heading,
  LoadingLine,
  RouterButtonLink,
  Select,
  sessionUserAtom,
  Stack,
  Text,
  useToast,
  formatMoney,
} from '@petpal/design-system';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { ShopPageFrame } from '../../../ui/ShopPageFrame';
import { SignInPrompt } from '../../../ui/SignInPrompt';
import { useProduct } from '../../../lib/products';
import { useViewerCountry } from '../../../lib/viewer-country';
import { usePaymentMethods } from '../../../lib/payment-methods';
import { SavedMethodField } from '../../../ui/SavedMethodField';
import { ShippingAddressFields } from '../../../ui/ShippingAddressFields';
import { useShippingForm } from '../../../lib/shipping-form';
import { useCreateAutoship } from '../api/autoship';
import { AUTOSHIP_SAVE_LINE, FREQUENCY_OPTIONS, frequencyFrom, frequencyLabel } from '../autoship-format';
import { NEW_AUTOSHIP_PATH } from '../autoship-paths';

export const AUTOSHIP_CREATE_FAILED = 'We could not set up your Autoship. Please try again.';
export const AUTOSHIP_PRODUCT_FAILED = 'We could not load this product. Please try again.';
const QUANTITY_OPTIONS = Array.from({ length: MAX_QUANTITY_PER_ITEM }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));

const quantityFrom = (value: string | null) => {
  const quantity = Number(value);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY_PER_ITEM ? quantity : 1;
};

function AutoshipForm({
  product,
  weeks: startWeeks,
  quantity: startQuantity,
}: {
  product: Product;
  weeks: number;
  quantity: number;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const methods = usePaymentMethods(true);
  const create = useCreateAutoship();
  const [attemptKeys] = useState(createAttemptKeys);
  const [weeks, setWeeks] = useState(startWeeks);
  const [quantity, setQuantity] = useState(startQuantity);
  const shipping = useShippingForm();
  const { address, chosenMethod, setChosenMethod, methodError, setMethodError, refusal, setRefusal, refused } =
    shipping;

  const saved = methods.data?.methods ?? [];
  const methodId = chosenMethod || (saved.find((method) => method.isDefault) ?? saved[0])?.id || '';
  const each = { ...product.price, amountMinor: autoshipPriceMinor(product.price.amountMinor) };

  const startAutoship = address.onSubmit((shippingAddress) => {
    if (!methodId) return;
    const input: CreateAutoshipInput = {
      productId: product.id,
      quantity,
      frequencyWeeks: weeks,
      paymentMethodId: methodId,
      shippingAddress,
    };
    create.mutate(
      { input, key: attemptKeys.keyFor(input) },
      {
        onSuccess: () => {
          attemptKeys.settle();
          toast({
            title: 'Autoship set up',
            description: `${product.name}: ${frequencyLabel(weeks).toLowerCase()}. Your first order is placed shortly.`,
            variant: 'success',
          });
          navigate('/pharmas-orders');
        },
        onError: (error) => {
          attemptKeys.settle(error);
          refused(error, AUTOSHIP_CREATE_FAILED);
        },
      },
    );
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    setRefusal(null);
    setMethodError(methodId ? undefined : autoshipMessages.paymentMethod);
    void startAutoship(event);
  }

  return (
    <form aria-label="Set up Autoship" onSubmit={submit} noValidate>
      <Stack gap={5}>
        <Card as="section" aria-label="Your Autoship">
          <Stack gap={3}>
            <Heading level={2}>{product.name}</Heading>
            <Text>{`${AUTOSHIP_SAVE_LINE}: ${formatMoney(each)} each instead of ${formatMoney(product.price)}.`}</Text>
            <Stack direction="row" gap={3} wrap>
              <Select
                label="Quantity"
                options={QUANTITY_OPTIONS}
                value={String(quantity)}
                onChange={(event) => setQuantity(Number(event.target.value))}
              />
              <Select
                label="Deliver"
                options={FREQUENCY_OPTIONS}
                value={String(weeks)}
                onChange={(event) => setWeeks(Number(event.target.value))}
              />
            </Stack>
          </Stack>
        </Card>
        <ShippingAddressFields field={address.field} saved={shipping.savedChoice} />
        <SavedMethodField methods={methods} value={methodId} onChange={setChosenMethod} error={methodError} />
        <Text tone="muted">
          Each delivery is charged to this payment method when it is ordered. Skip, pause or cancel any time under My
          orders.
        </Text>
        {refusal && <Alert variant="error">{refusal}</Alert>}
        <div>
          <Button type="submit" loading={create.isPending} disabled={saved.length === 0}>
            Start Autoship
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /pharmas-orders/autoship/new?product=<slug>&weeks=<n>&quantity=<n> (signed in): set up an Autoship. */
export function NewAutoshipPage() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const slug = params.get('product') ?? '';
  const country = useViewerCountry();
  const answer = useProduct(slug, country);

  let body;
  if (user === null) {
    body = (
      <SignInPrompt
        title="Log in to set up Autoship"
        description={AUTOSHIP_SAVE_LINE}
        returnTo={`${NEW_AUTOSHIP_PATH}?${params.toString()}`}
      />
    );
  } else if (user === undefined || (slug && answer.isPending)) body = <LoadingLine message="Loading..." />;
  else if (!slug || (answer.error instanceof ApiError && answer.error.status === 404)) {
    body = (
      <Alert variant="error" title={shopMessages.productNotFound}>
        <RouterButtonLink to="/merchandise" size="sm" variant="outline">
          Browse merchandise
        </RouterButtonLink>
      </Alert>
    );
  } else if (answer.isError || !answer.data) {
    body = <LoadFailedAlert title={AUTOSHIP_PRODUCT_FAILED} onRetry={() => void answer.refetch()} />;
  } else if (answer.data.product.prescriptionRequired) {
    body = <Alert variant="warning">{autoshipMessages.prescription}</Alert>;
  } else {
    body = (
      <AutoshipForm
        product={answer.data.product}
        weeks={frequencyFrom(params.get('weeks'))}
        quantity={quantityFrom(params.get('quantity'))}
      />
    );
  }

  return <ShopPageFrame title="Set up Autoship">{body}</ShopPageFrame>;
}
