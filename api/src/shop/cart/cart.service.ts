import { ObjectId } from 'mongodb';
import { quantityWithinStock, shopMessages, type Cart, type GuestCartItem, type ShopCurrency } from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import { toProduct } from '../catalogue/product-view';
import type { ProductDoc, ProductsRepository } from '../catalogue/products.repository';
import type { CartItemDoc, CartRepository } from './cart.repository';

/** A stored line with its product (lines of products no longer sold are left out). */
export interface PricedLine {
  item: CartItemDoc;
  product: ProductDoc;
}

export type CartService = ReturnType<typeof createCartService>;

/** A signed-in user's cart: set, remove, clear, and the guest cart's merge at sign-in. */
export function createCartService(deps: { carts: CartRepository; products: ProductsRepository; now: () => Date }) {
  const { carts, products, now } = deps;

  async function lines(userId: ObjectId): Promise<PricedLine[]> {
    const items = await carts.list(userId);
    const found = new Map(
      (await products.findByIds(items.map((item) => item.productId))).map((doc) => [doc._id.toHexString(), doc]),
    );
    return items.flatMap((item) => {
      const product = found.get(item.productId.toHexString());
      return product ? [{ item, product }] : [];
    });
  }

  async function view(userId: ObjectId, currency: ShopCurrency): Promise<Cart> {
    const priced = await lines(userId);
    const items = priced.map(({ item, product }) => ({
      product: toProduct(product, currency),
      quantity: item.quantity,
      lineTotal: { amountMinor: product.prices[currency] * item.quantity, currency },
    }));
    return {
      items,
      itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
      subtotal: { amountMinor: items.reduce((sum, line) => sum + line.lineTotal.amountMinor, 0), currency },
      currency,
    };
  }

  /** Adds one product's guest quantity to its line unless this merge already did (tried again on a race). */
  async function mergeLine(userId: ObjectId, product: ProductDoc, added: number, mergeId: string, time: Date) {
    for (let tries = 0; tries < 10; tries++) {
      const line = await carts.findLine(userId, product._id);
      if (line?.mergeIds?.includes(mergeId)) return;
      const quantity = quantityWithinStock((line?.quantity ?? 0) + added, product.stock);
      if (!line) {
        if (quantity <= 0 || (await carts.insertMergedLine(userId, product._id, quantity, mergeId, time))) return;
      } else if (await carts.setMergedLine(line, Math.max(quantity, 0), mergeId, time)) return;
    }
    throw new Conflict(shopMessages.mergeBusy, 'cart_busy');
  }

  async function productOf(productId: ObjectId): Promise<ProductDoc> {
    const product = await products.findById(productId);
    if (!product) throw new NotFound(shopMessages.productNotFound);
    return product;
  }

  return {
    lines,
    /** How many items the cart holds (as its view counts them): the shell's header shows it. */
    async itemCount(userId: ObjectId): Promise<number> {
      return (await lines(userId)).reduce((sum, { item }) => sum + item.quantity, 0);
    },
    view,

    /** Sets the quantity; refused past the stock with how many are left. */
    async setItem(userId: ObjectId, productId: ObjectId, quantity: number, currency: ShopCurrency): Promise<Cart> {
      const product = await productOf(productId);
      if (quantity > product.stock) {
        const message = shopMessages.onlyLeft(product.name, product.stock);
        throw new Invalid(message, { quantity: message }, 'out_of_stock');
      }
      await carts.set(userId, productId, quantity, now());
      return view(userId, currency);
    },

    async removeItem(userId: ObjectId, productId: ObjectId, currency: ShopCurrency): Promise<Cart> {
      await carts.remove(userId, productId);
      return view(userId, currency);
    },

    async clear(userId: ObjectId, currency: ShopCurrency): Promise<Cart> {
      await carts.clear(userId);
      return view(userId, currency);
    },

    /**
     * Adds the guest's quantities to the stored cart's, each line capped by the stock and
     * MAX_QUANTITY_PER_ITEM. Products no longer sold, or sold out, are left out. Once per `mergeId`
     * (docs/decisions/050): a merge already recorded answers the cart as it is, and each line takes a merge
     * by a conditional write that also records its id on the line, so a racing duplicate, or a retry after
     * a crash halfway, adds every line's quantity exactly once.
     */
    async merge(
      userId: ObjectId,
      mergeId: string,
      guestItems: readonly GuestCartItem[],
      currency: ShopCurrency,
    ): Promise<Cart> {
      if (await carts.mergeApplied(userId, mergeId)) return view(userId, currency);
      const added = new Map<string, number>();
      for (const { productId, quantity } of guestItems) added.set(productId, (added.get(productId) ?? 0) + quantity);
      const wanted = added.size > 0 ? await products.findByIds([...added.keys()].map((id) => new ObjectId(id))) : [];
      const time = now();
      for (const product of wanted) {
        await mergeLine(userId, product, added.get(product._id.toHexString()) ?? 0, mergeId, time);
      }
      await carts.recordMerge(userId, mergeId, time);
      return view(userId, currency);
    },
  };
}
