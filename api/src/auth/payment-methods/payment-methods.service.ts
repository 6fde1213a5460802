import { ObjectId } from 'mongodb';
import type { NewPaymentMethod, PaymentMethod, PaymentMethodList } from '@petpal/contracts';
import { Conflict, NotFound } from '../../errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { PaymentProvider } from '../../payments';
import type { PaymentMethodDoc, PaymentMethodsRepository } from './payment-methods.repository';

/** Adding methods is where stolen cards get tested: a few tries per account and hour. */
export const ADD_PAYMENT_METHOD_LIMIT: RateLimitRule = {
  name: 'payment-method-add',
  limit: 10,
  windowMs: 60 * 60 * 1000,
  message: 'Too many attempts to add a payment method. Please try again later.',
};

export const PAYMENT_METHOD_NOT_FOUND = 'We could not find that payment method.';
export const UPI_ALREADY_SAVED = 'This UPI ID is already saved.';

export interface PaymentMethodsServiceDeps {
  repo: PaymentMethodsRepository;
  provider: PaymentProvider;
  addLimiter: RateLimiter;
  now?: () => Date;
}

export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;

function toPaymentMethod(doc: PaymentMethodDoc, isDefault: boolean): PaymentMethod {
  return {
    id: doc._id.toHexString(),
    methodType: doc.methodType,
    isDefault,
    ...(doc.cardBrand ? { cardBrand: doc.cardBrand } : {}),
    ...(doc.cardLastFour ? { cardLastFour: doc.cardLastFour } : {}),
    ...(doc.upiId ? { upiId: doc.upiId } : {}),
  };
}

/** Saved payment methods: a card is the provider's payment method, kept as its token, the brand and last four. */
export function createPaymentMethodsService({
  repo,
  provider,
  addLimiter,
  now = () => new Date(),
}: PaymentMethodsServiceDeps) {
  async function list(userId: ObjectId): Promise<PaymentMethodList> {
    const [docs, defaultId] = await Promise.all([repo.listByUser(userId), repo.defaultOf(userId)]);
    // A default removed by a concurrent request falls back to the newest method.
    const chosen = docs.find((doc) => defaultId?.equals(doc._id)) ?? docs[0];
    const rest = docs.filter((doc) => doc !== chosen);
    return {
      methods: chosen ? [toPaymentMethod(chosen, true), ...rest.map((doc) => toPaymentMethod(doc, false))] : [],
    };
  }

  async function findOwned(userId: ObjectId, id: string): Promise<PaymentMethodDoc> {
    const doc = await repo.findOwned(userId, new ObjectId(id));
    if (!doc) throw new NotFound(PAYMENT_METHOD_NOT_FOUND);
    return doc;
  }

  async function tokenize(userId: ObjectId, input: NewPaymentMethod) {
    if (input.methodType === 'upi') {
      if (await repo.findUpi(userId, input.upiId)) throw new Conflict(UPI_ALREADY_SAVED, 'payment_method_exists');
      const { token, upiId } = await provider.tokenizeUpi(input.upiId);
      return { providerToken: token, upiId };
    }
    const card = await provider.attachCard(input.paymentMethodId);
    return { providerToken: card.token, cardBrand: card.brand, cardLastFour: card.last4 };
  }

  return {
    /** The user's methods, default first, then newest first. */
    list: (userId: string) => list(new ObjectId(userId)),

    /** Tokenizes and saves a method; the user's first method becomes the default. */
    async add(userId: string, input: NewPaymentMethod): Promise<PaymentMethod> {
      const owner = new ObjectId(userId);
      await addLimiter.consume(userId);
      const saved = await tokenize(owner, input);
      const doc: PaymentMethodDoc = {
        _id: new ObjectId(),
        userId: owner,
        methodType: input.methodType,
        ...saved,
        createdAt: now(),
      };
      await repo.insert(doc);
      await repo.setDefaultIfNone(owner, doc._id);
      const defaultId = await repo.defaultOf(owner);
      return toPaymentMethod(doc, defaultId?.equals(doc._id) ?? false);
    },

    async setDefault(userId: string, id: string): Promise<PaymentMethodList> {
      const owner = new ObjectId(userId);
      const doc = await findOwned(owner, id);
      await repo.setDefault(owner, doc._id);
      return list(owner);
    },

    /** Removing the default makes the newest remaining method the default. */
    async remove(userId: string, id: string): Promise<PaymentMethodList> {
      const owner = new ObjectId(userId);
      const doc = await findOwned(owner, id);
      if (!(await repo.deleteOwned(owner, doc._id))) throw new NotFound(PAYMENT_METHOD_NOT_FOUND);
      const defaultId = await repo.defaultOf(owner);
      if (defaultId?.equals(doc._id)) {
        const [newest] = await repo.listByUser(owner);
        await repo.replaceDefault(owner, doc._id, newest?._id ?? null);
      }
      return list(owner);
    },
  };
}
