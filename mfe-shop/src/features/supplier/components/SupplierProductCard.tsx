import { useState, type FormEvent } from 'react';
import { SHOP_CATEGORY_LABELS, UpdateSupplierProductInput, type SupplierProduct } from '@petpal/contracts';
import {
  Badge,
  Button,
  Card,
  CardFooter,
  CardTitle,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  checkContract,
  type FieldErrors,
} from '@petpal/design-system';
import { errorMessageOf, SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useSetProductActive, useUpdateProduct } from '../api/supplier-products';
import { toMajor, toMinor, toStockChange } from '../price-input';

/** One of the supplier's products: prices and stock at a glance, an edit form, and deactivate. */
export function SupplierProductCard({ product }: { product: SupplierProduct }) {
  const [editing, setEditing] = useState(false);
  const setActive = useSetProductActive();
  const { toast } = useToast();

  return (
    <Card as="article" aria-label={product.name}>
      <Stack gap={2}>
        <Stack direction="row" gap={2} align="center" style={{ flexWrap: 'wrap' }}>
          <CardTitle as="h2">{product.name}</CardTitle>
          {!product.active && <Badge variant="neutral">Deactivated</Badge>}
          {product.prescriptionRequired && <Badge variant="warning">Prescription</Badge>}
          {product.active && product.stock === 0 && <Badge variant="destructive">Sold out</Badge>}
        </Stack>
        <Text tone="muted">
          {product.brand} · {SHOP_CATEGORY_LABELS[product.category]}
        </Text>
        <Text>
          {formatMoney({ amountMinor: product.prices.INR, currency: 'INR' })} ·{' '}
          {formatMoney({ amountMinor: product.prices.USD, currency: 'USD' })} · {product.stock} in stock ·{' '}
          {product.sold} sold
        </Text>
        {editing && <EditProductForm product={product} onDone={() => setEditing(false)} />}
      </Stack>
      {!editing && (
        <CardFooter>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit Price & Stock
          </Button>
          <Button
            size="sm"
            variant={product.active ? 'destructive' : 'secondary'}
            disabled={setActive.isPending}
            onClick={() =>
              setActive.mutate(
                { id: product.id, active: !product.active },
                {
                  onSuccess: ({ product: changed }) =>
                    toast({
                      title: changed.active
                        ? `${changed.name} is on sale again`
                        : `${changed.name} is hidden from the shop`,
                      variant: 'success',
                    }),
                  onError: (error) => toast({ title: 'Error', description: errorMessageOf(error), variant: 'error' }),
                },
              )
            }
          >
            {product.active ? 'Deactivate' : 'Put Back on Sale'}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}

function EditProductForm({ product, onDone }: { product: SupplierProduct; onDone(): void }) {
  const [inr, setInr] = useState(toMajor(product.prices.INR));
  const [usd, setUsd] = useState(toMajor(product.prices.USD));
  const [stockChange, setStockChange] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateProduct();
  const { toast } = useToast();

  function submit(event: FormEvent) {
    event.preventDefault();
    const prices = { INR: toMinor(inr), USD: toMinor(usd) };
    const samePrices = prices.INR === product.prices.INR && prices.USD === product.prices.USD;
    const change = toStockChange(stockChange);
    const checked = checkContract(UpdateSupplierProductInput, {
      ...(samePrices ? {} : { prices }),
      ...(change === undefined ? {} : { stockChange: change }),
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    update.mutate(
      { id: product.id, input: checked.data },
      {
        onSuccess: () => {
          toast({ title: `${product.name} updated`, variant: 'success' });
          onDone();
        },
        onError: (error) => setErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${product.name}`}>
      <Stack gap={3}>
        <TextField
          label="Price in rupees (₹)"
          inputMode="decimal"
          value={inr}
          error={errors.prices}
          onChange={(e) => setInr(e.target.value)}
        />
        <TextField
          label="Price in dollars ($)"
          inputMode="decimal"
          value={usd}
          error={errors.prices}
          onChange={(e) => setUsd(e.target.value)}
        />
        <TextField
          label="Stock change"
          hint={`${product.stock} in stock now. Add units received (e.g. 20) or remove units (e.g. -3).`}
          inputMode="numeric"
          value={stockChange}
          error={errors.stockChange}
          onChange={(e) => setStockChange(e.target.value)}
        />
        {(errors.form ?? errors.body) && <Text role="alert">{errors.form ?? errors.body}</Text>}
        <Stack direction="row" gap={2}>
          <Button type="submit" size="sm" disabled={update.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
