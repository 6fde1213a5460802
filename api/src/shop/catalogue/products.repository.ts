import type { ObjectId } from 'mongodb';
import {
  shelfOfCategory,
  type ShopCategory,
  type ShopCurrency,
  type ShopShelf,
  type ShopSort,
  type ShopSpecies,
} from '@petpal/contracts';
import type { DataPort, Filter, SortSpec } from '../../data/port';

export const SHOP_PRODUCTS = 'shop_products';

export interface ProductDoc {
  _id: ObjectId;
  /** Unique: the product page's address. */
  slug: string;
  name: string;
  category: ShopCategory;
  species: ShopSpecies[];
  brand: string;
  description: string;
  /** Minor units (paise, cents) in each currency the shop sells in. */
  prices: Record<ShopCurrency, number>;
  /** Never negative: only conditional decrements take from it (`reserve`). */
  stock: number;
  /** Units sold (less those given back): the "popular" order. */
  sold: number;
  prescriptionRequired: boolean;
  imageUrl: string | null;
  /** The supplier account that sells it (docs/decisions/043); absent on products from before suppliers. */
  supplierId?: ObjectId | null;
  /** false: deactivated by its supplier, hidden from the catalogue (absent: active). */
  active?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface ProductSearch {
  shelf?: ShopShelf;
  category?: ShopCategory;
  species?: ShopSpecies;
  q?: string;
  currency: ShopCurrency;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  sort: ShopSort;
  skip: number;
  limit: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

function filterOf(search: ProductSearch): Filter<ProductDoc> {
  const where: Record<string, unknown> = { active: { $ne: false } };
  if (search.category) {
    // A category of the other shelf finds nothing.
    where.category = !search.shelf || shelfOfCategory(search.category) === search.shelf ? search.category : { $in: [] };
  } else if (search.shelf === 'pharmacy') where.category = 'pharmacy';
  else if (search.shelf === 'merchandise') where.category = { $ne: 'pharmacy' };
  if (search.species) where.species = search.species;
  if (search.q) {
    const contains = { $regex: escapeRegex(search.q), $options: 'i' };
    where.$or = [{ name: contains }, { brand: contains }];
  }
  const price: Record<string, number> = {};
  if (search.minPrice !== undefined) price.$gte = search.minPrice;
  if (search.maxPrice !== undefined) price.$lte = search.maxPrice;
  if (Object.keys(price).length > 0) where[`prices.${search.currency}`] = price;
  if (search.inStock === true) where.stock = { $gt: 0 };
  if (search.inStock === false) where.stock = 0;
  return where as Filter<ProductDoc>;
}

function sortOf(sort: ShopSort, currency: ShopCurrency): SortSpec {
  switch (sort) {
    case 'price_asc':
      return { [`prices.${currency}`]: 1, _id: 1 };
    case 'price_desc':
      return { [`prices.${currency}`]: -1, _id: 1 };
    case 'newest':
      return { createdAt: -1, _id: -1 };
    case 'popular':
      return { sold: -1, _id: 1 };
  }
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

/** The only code that touches `shop_products`. */
export function createProductsRepository(db: DataPort) {
  const products = db.collection<ProductDoc>(SHOP_PRODUCTS);

  return {
    async ensureIndexes(): Promise<void> {
      await products.createIndex({ slug: 1 }, { unique: true, name: 'slug_unique' });
      await products.createIndex({ category: 1, sold: -1 });
      await products.createIndex({ supplierId: 1, createdAt: -1 });
    },

    async search(search: ProductSearch): Promise<{ products: ProductDoc[]; total: number }> {
      const where = filterOf(search);
      const [found, total] = await Promise.all([
        products
          .find(where, { sort: sortOf(search.sort, search.currency), skip: search.skip, limit: search.limit })
          .toArray(),
        products.countDocuments(where),
      ]);
      return { products: found, total };
    },

    /** An active product's page (a deactivated one is hidden from the catalogue). */
    findBySlug: (slug: string) => products.findOne({ slug, active: { $ne: false } }),

    /** Active or not (a new product's address must not be taken by a deactivated one). */
    findAnyBySlug: (slug: string) => products.findOne({ slug }),

    findById: (id: ObjectId) => products.findOne({ _id: id }),

    findByIds: (ids: readonly ObjectId[]) =>
      ids.length === 0 ? Promise.resolve([]) : products.find({ _id: { $in: [...ids] } }).toArray(),

    /**
     * Takes `quantity` units if that many are left, in one conditional write (never a read then a write), so
     * concurrent buyers can never take more than the stock. Answers whether it took them.
     */
    async reserve(id: ObjectId, quantity: number, now: Date): Promise<boolean> {
      const result = await products.updateOne(
        { _id: id, stock: { $gte: quantity }, active: { $ne: false } },
        { $inc: { stock: -quantity, sold: quantity }, $set: { updatedAt: now } },
      );
      return result.modifiedCount === 1;
    },

    /** Gives back units taken by `reserve` (a declined payment, a cancelled order). */
    async release(id: ObjectId, quantity: number, now: Date): Promise<void> {
      await products.updateOne({ _id: id }, { $inc: { stock: quantity, sold: -quantity }, $set: { updatedAt: now } });
    },

    /** A supplier's own products, newest first (docs/decisions/043). */
    listBySupplier: (supplierId: ObjectId) =>
      products.find({ supplierId }, { sort: { createdAt: -1, _id: -1 } }).toArray(),

    findOwned: (id: ObjectId, supplierId: ObjectId) => products.findOne({ _id: id, supplierId }),

    async insert(doc: ProductDoc): Promise<void> {
      await products.insertOne(doc);
    },

    /** Sets fields of the supplier's own product; null when it is not theirs. */
    updateOwned: (id: ObjectId, supplierId: ObjectId, set: Partial<ProductDoc>) =>
      products.findOneAndUpdate({ _id: id, supplierId }, { $set: set }, { returnDocument: 'after' }),

    /**
     * Adds `change` units (removes them when negative) in one guarded increment: a removal applies only while
     * at least that many are left, so it can never race a checkout into negative stock. Null otherwise.
     */
    adjustStock: (id: ObjectId, supplierId: ObjectId, change: number, now: Date) =>
      products.findOneAndUpdate(
        change < 0 ? { _id: id, supplierId, stock: { $gte: -change } } : { _id: id, supplierId },
        { $inc: { stock: change }, $set: { updatedAt: now } },
        { returnDocument: 'after' },
      ),

    async deleteOwned(id: ObjectId, supplierId: ObjectId): Promise<boolean> {
      return (await products.deleteOne({ _id: id, supplierId })).deletedCount === 1;
    },

    /** Demo data: inserts the product, or updates everything but its stock and sales when the slug exists. */
    async upsertBySlug(doc: ProductDoc): Promise<void> {
      const { _id, stock, sold, createdAt, slug, ...fields } = doc;
      await products.updateOne(
        { slug },
        { $set: fields, $setOnInsert: { _id, stock, sold, createdAt } },
        { upsert: true },
      );
    },
  };
}
