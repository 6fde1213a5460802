import type { ObjectId } from 'mongodb';
import type { DataPort } from '../data/port';

export const CONTACT_MESSAGES = 'contact_messages';
export const FAQ = 'faq';

export interface ContactMessageDoc {
  _id?: ObjectId;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: 'new' | 'answered' | 'closed';
  createdAt: Date;
}

export interface FaqDoc {
  /** A stable slug, so re-seeding updates instead of duplicating. */
  _id: string;
  category: string;
  question: string;
  answer: string;
  order: number;
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;

/** The only code that touches the support collections. */
export function createSupportRepository(db: DataPort) {
  const messages = db.collection<ContactMessageDoc>(CONTACT_MESSAGES);
  const faq = db.collection<FaqDoc>(FAQ);

  return {
    async ensureIndexes(): Promise<void> {
      await messages.createIndex({ status: 1, createdAt: -1 });
      await faq.createIndex({ order: 1 });
    },

    async insertContactMessage(message: Omit<ContactMessageDoc, '_id'>): Promise<ObjectId> {
      const { insertedId } = await messages.insertOne({ ...message });
      return insertedId;
    },

    listFaq(): Promise<FaqDoc[]> {
      return faq.find({}, { sort: { order: 1 } }).toArray();
    },

    /** Makes the FAQ exactly `items`: upserts each by id, removes the rest. */
    async replaceFaq(items: readonly FaqDoc[]): Promise<void> {
      for (const { _id, ...fields } of items) {
        await faq.updateOne({ _id }, { $set: fields }, { upsert: true });
      }
      await faq.deleteMany({ _id: { $nin: items.map((item) => item._id) } });
    },
  };
}
