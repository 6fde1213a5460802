import { ObjectId } from 'mongodb';
import {
  imageIdOf,
  imageUrl,
  supplierMessages,
  type CreateSupplierProductInput,
  type SupplierProduct,
  type UpdateSupplierProductInput,
} from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { ImagesService } from '../../images';
import type { ProductDoc, ProductsRepository } from '../catalogue/products.repository';
import type { OrdersRepository } from '../orders/orders.repository';
import { toSupplierProduct } from './supplier-product-view';

/** "Kong Classic (Large)" -> "kong-classic-large": the product page's address. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
    .replace(/-$/, '') || 'product';

export type SupplierProductsService = ReturnType<typeof createSupplierProductsService>;

/**
 * A supplier's own products (docs/decisions/043). Someone else's product is "not found". Stock changes are
 * guarded increments (never a read then a write), so they cannot race a checkout into negative stock.
 */
export function createSupplierProductsService(deps: {
  products: ProductsRepository;
  orders: OrdersRepository;
  images: ImagesService;
  now: () => Date;
}) {
  const { products, orders, images, now } = deps;
  const notFound = () => new NotFound(supplierMessages.productNotFound);

  /**
   * The address of a photo the supplier uploaded, kept by product `productId` (refused, 400 on photoId, when it is
   * not theirs or another record keeps it).
   */
  async function photoAddress(supplierId: ObjectId, productId: ObjectId, photoId: string): Promise<string> {
    const photo = await images.claim(supplierId.toHexString(), photoId, `product:${productId.toHexString()}`);
    return imageUrl(photo.id, photo.widths[photo.widths.length - 1]!);
  }

  /** Deletes the supplier's own upload a product stopped showing (a seed drawing stays). */
  async function release(supplierId: ObjectId, address: string | null) {
    const id = address && imageIdOf(address);
    if (id) await images.removeOwned(supplierId.toHexString(), id);
  }

  async function owned(supplierId: ObjectId, id: ObjectId): Promise<ProductDoc> {
    const doc = await products.findOwned(id, supplierId);
    if (!doc) throw notFound();
    return doc;
  }

  return {
    async list(supplierId: ObjectId): Promise<SupplierProduct[]> {
      return (await products.listBySupplier(supplierId)).map(toSupplierProduct);
    },

    async create(supplierId: ObjectId, input: CreateSupplierProductInput): Promise<SupplierProduct> {
      const time = now();
      const _id = new ObjectId();
      const photo = input.photoId ? await photoAddress(supplierId, _id, input.photoId) : null;
      const base = slugOf(input.name);
      // A name already in the catalogue gets the new id's tail, so addresses stay unique.
      const slug = (await products.findAnyBySlug(base)) ? `${base}-${_id.toHexString().slice(-6)}` : base;
      const doc: ProductDoc = {
        _id,
        slug,
        name: input.name,
        category: input.category,
        species: [...new Set(input.species)],
        brand: input.brand,
        description: input.description,
        prices: { INR: input.prices.INR, USD: input.prices.USD },
        stock: input.stock,
        sold: 0,
        prescriptionRequired: input.prescriptionRequired,
        imageUrl: photo,
        supplierId,
        active: true,
        createdAt: time,
        updatedAt: time,
      };
      await products.insert(doc);
      return toSupplierProduct(doc);
    },

    /** Sets the given fields, then applies the stock change (refused, 409, if it would go below 0). */
    async update(supplierId: ObjectId, id: ObjectId, input: UpdateSupplierProductInput): Promise<SupplierProduct> {
      const { stockChange, species, photoId, ...fields } = input;
      const time = now();
      let doc = await owned(supplierId, id);
      const before = doc.imageUrl;
      const photoChanged =
        photoId !== undefined && (photoId === null ? before !== null : imageIdOf(before ?? '') !== photoId);
      const set: Partial<ProductDoc> = {
        ...fields,
        ...(species ? { species: [...new Set(species)] } : {}),
        ...(photoChanged ? { imageUrl: photoId ? await photoAddress(supplierId, id, photoId) : null } : {}),
      };
      if (Object.keys(set).length > 0) {
        doc = (await products.updateOwned(id, supplierId, { ...set, updatedAt: time })) ?? doc;
        if (photoChanged) await release(supplierId, before);
      }
      if (stockChange !== undefined) {
        const adjusted = await products.adjustStock(id, supplierId, stockChange, time);
        if (!adjusted) {
          const left = (await products.findOwned(id, supplierId))?.stock ?? 0;
          throw new Conflict(supplierMessages.belowZero(left), 'stock_below_zero');
        }
        doc = adjusted;
      }
      return toSupplierProduct(doc);
    },

    /** Hidden from the catalogue (and no longer sold); its orders keep it. */
    async setActive(supplierId: ObjectId, id: ObjectId, active: boolean): Promise<SupplierProduct> {
      const doc = await products.updateOwned(id, supplierId, { active, updatedAt: now() });
      if (!doc) throw notFound();
      return toSupplierProduct(doc);
    },

    /** Only a product nobody ordered may be deleted; one with orders is deactivated instead (409). */
    async remove(supplierId: ObjectId, id: ObjectId): Promise<void> {
      if (await orders.hasProduct(id)) throw new Conflict(supplierMessages.hasOrders, 'product_has_orders');
      const doc = await owned(supplierId, id);
      if (!(await products.deleteOwned(id, supplierId))) throw notFound();
      await release(supplierId, doc.imageUrl);
    },
  };
}
