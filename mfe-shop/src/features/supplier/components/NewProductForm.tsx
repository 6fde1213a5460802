import { useState, type FormEvent } from 'react';
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
  checkContract,
  type FieldErrors,
} from '@petpal/design-system';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { useCreateProduct } from '../api/supplier-products';
import { toMinor } from '../price-input';

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
};

/** A new product: both prices (rupees and dollars), stock, and whether it needs a prescription. */
export function NewProductForm({ onDone }: { onDone?: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateProduct();
  const { toast } = useToast();
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(CreateSupplierProductInput, {
      name: form.name,
      category: form.category,
      species: form.species,
      brand: form.brand,
      description: form.description,
      prices: { INR: toMinor(form.inr), USD: toMinor(form.usd) },
      stock: form.stock.trim() === '' ? Number.NaN : Number(form.stock),
      prescriptionRequired: form.prescriptionRequired,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.data, {
      onSuccess: ({ product }) => {
        toast({ title: `${product.name} added`, variant: 'success' });
        setForm(EMPTY);
        onDone?.();
      },
      onError: (error) => setErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a product">
      <Stack gap={4}>
        <TextField
          label="Product name"
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Brand"
          value={form.brand}
          error={errors.brand}
          onChange={(e) => set('brand', e.target.value)}
        />
        <Select
          label="Category"
          options={SHOP_CATEGORIES.map((value) => ({ value, label: SHOP_CATEGORY_LABELS[value] }))}
          value={form.category}
          error={errors.category}
          onChange={(e) => set('category', e.target.value as ShopCategory)}
        />
        <FieldSet label="For" error={errors.species}>
          {SHOP_SPECIES.map((species) => (
            <Checkbox
              key={species}
              label={SPECIES_LABELS[species]}
              checked={form.species.includes(species)}
              onChange={(e) =>
                set(
                  'species',
                  e.target.checked ? [...form.species, species] : form.species.filter((s) => s !== species),
                )
              }
            />
          ))}
        </FieldSet>
        <TextArea
          label="Description"
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextField
          label="Price in rupees (₹)"
          inputMode="decimal"
          value={form.inr}
          error={errors.prices}
          onChange={(e) => set('inr', e.target.value)}
        />
        <TextField
          label="Price in dollars ($)"
          inputMode="decimal"
          value={form.usd}
          error={errors.prices}
          onChange={(e) => set('usd', e.target.value)}
        />
        <TextField
          label="Units in stock"
          inputMode="numeric"
          value={form.stock}
          error={errors.stock}
          onChange={(e) => set('stock', e.target.value)}
        />
        <Checkbox
          label="Needs a prescription"
          checked={form.prescriptionRequired}
          onChange={(e) => set('prescriptionRequired', e.target.checked)}
        />
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <div>
          <Button type="submit" disabled={create.isPending}>
            Add Product
          </Button>
        </div>
      </Stack>
    </form>
  );
}
