/**
 * A supplier's own products (docs/decisions/043): list, add, edit, adjust stock, deactivate. Stock changes
 * are adjustments (+/- units) applied with one guarded increment, so they can never race a checkout into
 * negative stock. A product with orders is never deleted: it is deactivated (hidden from the catalogue).
 */
import * as z from 'zod/mini';
import { ImageId } from '../images';
import { ProductBasics, ShopCategory, ShopSpecies } from './catalogue';

export const supplierMessages = {
  name: 'Please enter the product name (2 to 120 characters).',
  brand: 'Please enter the brand (1 to 60 characters).',
  description: 'Please enter a description (2 to 1000 characters).',
  species: 'Please choose one to five species.',
  price: 'Prices are whole numbers of paise or cents, from 1 to 100000000.',
  stock: 'Stock must be a whole number from 0 to 100000.',
  stockChange: 'The stock change must be a whole number from -100000 to 100000, not 0.',
  prescriptionRequired: 'prescriptionRequired must be true or false.',
  nothingToChange: 'Please change at least one field.',
  notSupplier: 'Only suppliers can manage products.',
  productNotFound: 'We could not find this product among yours.',
  belowZero: (left: number) => `Stock cannot go below 0: only ${left} left.`,
  hasOrders: 'This product has orders, so it cannot be deleted. Deactivate it instead.',
} as const;

const text = (min: number, max: number, message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(min, message), z.maxLength(max, message));

const minorPrice = z
  .number({ error: supplierMessages.price })
  .check(z.int(supplierMessages.price), z.gte(1, supplierMessages.price), z.lte(100_000_000, supplierMessages.price));

export const SupplierPrices = z.strictObject({ INR: minorPrice, USD: minorPrice });
export type SupplierPrices = z.infer<typeof SupplierPrices>;

const speciesList = z
  .array(ShopSpecies, { error: supplierMessages.species })
  .check(z.minLength(1, supplierMessages.species), z.maxLength(5, supplierMessages.species));

const productFields = {
  name: text(2, 120, supplierMessages.name),
  category: ShopCategory,
  species: speciesList,
  brand: text(1, 60, supplierMessages.brand),
  description: text(2, 1000, supplierMessages.description),
  /** Minor units (paise, cents) in both currencies the shop sells in. */
  prices: SupplierPrices,
  prescriptionRequired: z.boolean({ error: supplierMessages.prescriptionRequired }),
};

/** POST /api/shop/supplier/products */
export const CreateSupplierProductInput = z.strictObject({
  ...productFields,
  /** The product's photo, uploaded first (POST /api/images, decision 083). */
  photoId: z.optional(ImageId),
  stock: z
    .number({ error: supplierMessages.stock })
    .check(z.int(supplierMessages.stock), z.gte(0, supplierMessages.stock), z.lte(100_000, supplierMessages.stock)),
});
export type CreateSupplierProductInput = z.input<typeof CreateSupplierProductInput>;

/**
 * PATCH /api/shop/supplier/products/:id: any of the fields, and `stockChange` (units received, or taken
 * off the shelf when negative; refused when it would take the stock below 0).
 */
export const UpdateSupplierProductInput = z
  .strictObject({
    name: z.optional(productFields.name),
    category: z.optional(productFields.category),
    species: z.optional(productFields.species),
    brand: z.optional(productFields.brand),
    description: z.optional(productFields.description),
    prices: z.optional(productFields.prices),
    prescriptionRequired: z.optional(productFields.prescriptionRequired),
    /** A new photo (uploaded first), or null to remove the photo. */
    photoId: z.optional(z.nullable(ImageId)),
    stockChange: z.optional(
      z.number({ error: supplierMessages.stockChange }).check(
        z.int(supplierMessages.stockChange),
        z.gte(-100_000, supplierMessages.stockChange),
        z.lte(100_000, supplierMessages.stockChange),
        z.refine((value) => value !== 0, supplierMessages.stockChange),
      ),
    ),
  })
  .check(z.refine((input) => Object.keys(input).length > 0, supplierMessages.nothingToChange));
export type UpdateSupplierProductInput = z.input<typeof UpdateSupplierProductInput>;

export const SupplierProduct = z.extend(ProductBasics, {
  prices: z.object({ INR: z.number(), USD: z.number() }),
  stock: z.number(),
  sold: z.number(),
  prescriptionRequired: z.boolean(),
  /** The product's photo (the address the catalogue shows), or null. */
  imageUrl: z.nullable(z.string()),
  /** false: deactivated, hidden from the catalogue. */
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupplierProduct = z.infer<typeof SupplierProduct>;

export const SupplierProductList = z.object({ products: z.array(SupplierProduct) });
export type SupplierProductList = z.infer<typeof SupplierProductList>;
export const SupplierProductAnswer = z.object({ product: SupplierProduct });
export type SupplierProductAnswer = z.infer<typeof SupplierProductAnswer>;
