import { ObjectId } from 'mongodb';
import { MAX_SAVED_ADDRESSES, type ShippingAddress } from '@petpal/contracts';
import { type DataPort, isDuplicateKeyError } from '../../data/port';

export const SHOP_ADDRESSES = 'shop_addresses';

/** One saved address of a user: unique per (user, key), so saving it again only marks it used. */
export interface AddressDoc {
  _id: ObjectId;
  userId: ObjectId;
  /** The address's fields, trimmed and lower-cased: the same address typed twice is one entry. */
  key: string;
  address: ShippingAddress;
  lastUsedAt: Date;
  createdAt: Date;
}

const FIELDS = ['name', 'line1', 'line2', 'city', 'postcode', 'country', 'phone'] as const;
const keyOf = (address: ShippingAddress) =>
  FIELDS.map((field) => (address[field] ?? '').trim().toLowerCase().replace(/\s+/g, ' ')).join('|');

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;

/** The only code that touches `shop_addresses`; every call is scoped to its owner. */
export function createAddressesRepository(db: DataPort) {
  const addresses = db.collection<AddressDoc>(SHOP_ADDRESSES);

  return {
    async ensureIndexes(): Promise<void> {
      await addresses.createIndex({ userId: 1, key: 1 }, { unique: true, name: 'user_address_unique' });
    },

    /** The owner's addresses, the last used first. */
    list: (userId: ObjectId) =>
      addresses.find({ userId }, { sort: { lastUsedAt: -1, _id: -1 }, limit: MAX_SAVED_ADDRESSES }).toArray(),

    /** Saves (or marks used) an address; the least recently used beyond the maximum are forgotten. */
    async save(userId: ObjectId, address: ShippingAddress, now: Date): Promise<AddressDoc> {
      const key = keyOf(address);
      const upsert = () =>
        addresses.updateOne(
          { userId, key },
          { $set: { address, lastUsedAt: now }, $setOnInsert: { _id: new ObjectId(), createdAt: now } },
          { upsert: true },
        );
      // Two saves of the same new address at once: MongoDB lets one upsert insert and fails the other on the
      // unique index; that one then finds the saved address and updates it.
      await upsert().catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error;
        return upsert();
      });
      const kept = await addresses.find({ userId }, { sort: { lastUsedAt: -1, _id: -1 } }).toArray();
      const forgotten = kept.slice(MAX_SAVED_ADDRESSES).map((doc) => doc._id);
      if (forgotten.length > 0) await addresses.deleteMany({ _id: { $in: forgotten }, userId });
      return kept.find((doc) => doc.key === key)!;
    },

    /** Marks a saved address used (an order shipped there); an address never saved stays unsaved. */
    async touch(userId: ObjectId, address: ShippingAddress, now: Date): Promise<void> {
      await addresses.updateOne({ userId, key: keyOf(address) }, { $set: { lastUsedAt: now } });
    },

    /** Forgets one of the owner's addresses; false when the owner has none with that id. */
    async remove(userId: ObjectId, id: ObjectId): Promise<boolean> {
      return (await addresses.deleteOne({ _id: id, userId })).deletedCount === 1;
    },
  };
}
