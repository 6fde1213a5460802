import { useState } from 'react';
import styled from 'styled-components';
import { imageIdOf, SHOP_CATEGORY_LABELS, UpdateSupplierProductInput, type SupplierProduct } from '@petpal/contracts';
import {
  Badge,
  Button,
  Card,
  CardFooter,
  CardTitle,
  Photo,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
  Price,
} from '@petpal/design-system';
import { errorMessageOf, SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { useSetProductActive, useUpdateProduct } from '../api/supplier-products';
import { toMajor, toMinor, toStockChange } from '../price-input';
import { PriceFields } from './PriceFields';
import { ProductPhotoField } from './ProductPhotoField';

const Thumbnail = styled.div`
  width: 6rem;
  flex: none;

  ${({ theme }) => theme.media.mobile} {
    width: 4rem;
  }
`;

/** One of the supplier's products: its photo, prices and stock at a glance, an edit form, and deactivate. */
export function SupplierProductCard({ product }: { product: SupplierProduct }) {
  const [editing, setEditing] = useState(false);
  const setActive = useSetProductActive();
  const { toast } = useToast();

  return (
    <Card as="article" aria-label={product.name}>
      <Stack direction="row" gap={3} align="start">
        <Thumbnail>
          <Photo src={product.imageUrl} alt="" fallback={{ kind: 'product' }} ratio={1} sizes="6rem" />
        </Thumbnail>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
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
            <Price value={{ amountMinor: product.prices.INR, currency: 'INR' }} /> ·{' '}
            <Price value={{ amountMinor: product.prices.USD, currency: 'USD' }} /> · {product.stock} in stock ·{' '}
            {product.sold} sold
          </Text>
        </Stack>
      </Stack>
      {editing && <EditProductForm product={product} onDone={() => setEditing(false)} />}
      {!editing && (
        <CardFooter>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit Product
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

type EditValues = { inr: string; usd: string; stockChange: string; photoId: string | null };

/** Only what changed is sent. */
function editInput(product: SupplierProduct, values: EditValues): UpdateSupplierProductInput {
  const prices = { INR: toMinor(values.inr), USD: toMinor(values.usd) };
  const samePrices = prices.INR === product.prices.INR && prices.USD === product.prices.USD;
  const change = toStockChange(values.stockChange);
  const samePhoto = values.photoId === (product.imageUrl ? imageIdOf(product.imageUrl) : null);
  return {
    ...(samePrices ? {} : { prices }),
    ...(change === undefined ? {} : { stockChange: change }),
    ...(samePhoto ? {} : { photoId: values.photoId }),
  };
}

function EditProductForm({ product, onDone }: { product: SupplierProduct; onDone(): void }) {
  const form = useContractForm<typeof UpdateSupplierProductInput, EditValues>(UpdateSupplierProductInput, {
    defaultValues: {
      inr: toMajor(product.prices.INR),
      usd: toMajor(product.prices.USD),
      stockChange: '',
      photoId: product.imageUrl ? imageIdOf(product.imageUrl) : null,
    },
    toInput: (values) => editInput(product, values),
    shows: ['prices'],
  });
  const update = useUpdateProduct();
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);

  const submit = form.onSubmit((input) =>
    update.mutate(
      { id: product.id, input },
      {
        onSuccess: () => {
          toast({ title: `${product.name} updated`, variant: 'success' });
          onDone();
        },
        onError: (error) => form.showErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
      },
    ),
  );
  const formError = form.formError ?? form.errorOf('body');

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${product.name}`}>
      <Stack gap={3}>
        <PriceFields inr={form.field('inr')} usd={form.field('usd')} error={form.errorOf('prices')} />
        <TextField
          label="Stock change"
          hint={`${product.stock} in stock now. Add units received (e.g. 20) or remove units (e.g. -3).`}
          inputMode="numeric"
          {...form.field('stockChange')}
        />
        <ProductPhotoField form={form} currentUrl={product.imageUrl} onBusy={setUploading} />
        {formError && <Text role="alert">{formError}</Text>}
        <Stack direction="row" gap={2}>
          <Button type="submit" size="sm" disabled={update.isPending || uploading}>
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
