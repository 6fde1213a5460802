import { useState } from 'react';
import {
  CreateSupplierProductInput,
  SHOP_CATEGORIES,
  SHOP_CATEGORY_LABELS,
  SHOP_SPECIES,
  type ShopCategory,
  type ShopSpecies,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  FieldSet,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { useCreateProduct } from '../api/supplier-products';
import { toMinor } from '../price-input';
import { PriceFields } from './PriceFields';
import { ProductPhotoField } from './ProductPhotoField';

const SPECIES_LABELS: Record<ShopSpecies, string> = {
  dog: 'Dogs',
  cat: 'Cats',
  bird: 'Birds',
  'small-pet': 'Small pets',
  fish: 'Fish',
};

const EMPTY = {
  name: '',
  category: 'food' as ShopCategory,
  species: [] as ShopSpecies[],
  brand: '',
  description: '',
  inr: '',
  usd: '',
  stock: '',
  prescriptionRequired: false,
  photoId: null as string | null,
};

const newProductInput = ({ inr, usd, stock, photoId, ...fields }: typeof EMPTY): CreateSupplierProductInput => ({
  ...fields,
  ...(photoId ? { photoId } : {}),
  prices: { INR: toMinor(inr), USD: toMinor(usd) },
  stock: stock.trim() === '' ? Number.NaN : Number(stock),
});

/** A new product: both prices (rupees and dollars), stock, and whether it needs a prescription. */
export function NewProductForm({ onDone }: { onDone?: () => void }) {
  const form = useContractForm<typeof CreateSupplierProductInput, typeof EMPTY>(CreateSupplierProductInput, {
    defaultValues: EMPTY,
    toInput: newProductInput,
    shows: ['prices'],
  });
  const create = useCreateProduct();
  const { toast } = useToast();
  const species = form.choice('species');
  const [uploading, setUploading] = useState(false);

  const submit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: ({ product }) => {
        toast({ title: `${product.name} added`, variant: 'success' });
        form.reset(EMPTY);
        onDone?.();
      },
      onError: (error) => form.showErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Add a product">
      <Stack gap={4}>
        <TextField label="Product name" {...form.field('name')} />
        <TextField label="Brand" {...form.field('brand')} />
        <Select
          label="Category"
          options={SHOP_CATEGORIES.map((value) => ({ value, label: SHOP_CATEGORY_LABELS[value] }))}
          {...form.field('category')}
        />
        <FieldSet label="For" error={species.error}>
          {SHOP_SPECIES.map((kind) => (
            <Checkbox
              key={kind}
              label={SPECIES_LABELS[kind]}
              checked={species.value.includes(kind)}
              onChange={(e) =>
                species.onChange(e.target.checked ? [...species.value, kind] : species.value.filter((s) => s !== kind))
              }
            />
          ))}
        </FieldSet>
        <TextArea label="Description" {...form.field('description')} />
        <PriceFields inr={form.field('inr')} usd={form.field('usd')} error={form.errorOf('prices')} />
        <TextField label="Units in stock" inputMode="numeric" {...form.field('stock')} />
        <Checkbox label="Needs a prescription" {...form.register('prescriptionRequired')} />
        <ProductPhotoField form={form} onBusy={setUploading} />
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <div>
          <Button type="submit" disabled={create.isPending || uploading}>
            Add Product
          </Button>
        </div>
      </Stack>
    </form>
  );
}
