import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  autoshipMessages,
  shopMessages,
  type Autoship,
  type AutoshipOrderAnswer,
  type CreateAutoshipInput,
  type ShippingAddress,
  type UpdateAutoshipInput,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound, PaymentDeclined, Unavailable } from '../../errors';
import type { ProductsRepository } from '../catalogue/products.repository';
import { toOrder } from '../orders/order-view';
import type { AutoshipPlacer } from './autoship-placement';
import { nextOccurrence } from './autoship-schedule';
import { toAutoship } from './autoship-view';
import { liveKeyOf, type AutoshipDoc, type AutoshipsRepository } from './autoship.repository';

export interface AutoshipServiceDeps {
  autoships: AutoshipsRepository;
  products: ProductsRepository;
  methods: AuthFacade['paymentMethods'];
  placer: AutoshipPlacer;
  now: () => Date;
  /** Runs the due job soon (a new Autoship's first order need not wait for the next tick). */
  onDue?: () => void;
}

/** The validated body of a create (zod's output: the address's defaults applied). */
export interface CreateAutoship extends Omit<CreateAutoshipInput, 'shippingAddress'> {
  shippingAddress: ShippingAddress;
}
export interface UpdateAutoship extends Omit<UpdateAutoshipInput, 'shippingAddress'> {
  shippingAddress?: ShippingAddress;
}

export type AutoshipService = ReturnType<typeof createAutoshipService>;

/** The owner's Autoships (docs/decisions/047): set up, change, skip, pause, resume, cancel, order now. */
export function createAutoshipService(deps: AutoshipServiceDeps) {
  const { autoships, products, methods, placer, now } = deps;

  const view = async (doc: AutoshipDoc) => toAutoship(doc, await products.findById(doc.productId));

  async function ownedMethod(userId: ObjectId, id: string) {
    const method = await methods.findOwned(userId, new ObjectId(id));
    if (!method) {
      throw new Invalid(autoshipMessages.paymentMethod, { paymentMethodId: autoshipMessages.paymentMethod });
    }
    return method;
  }

  async function owned(userId: ObjectId, id: ObjectId): Promise<AutoshipDoc> {
    const doc = await autoships.findOwned(userId, id);
    if (!doc) throw new NotFound(autoshipMessages.notFound);
    return doc;
  }

  /** Why a conditional change of the owner's Autoship did not apply: gone, cancelled, busy or not allowed. */
  async function refusal(userId: ObjectId, id: ObjectId, notAllowed: string): Promise<never> {
    const doc = await owned(userId, id);
    if (doc.status === 'cancelled') throw new Conflict(autoshipMessages.cancelled, 'autoship_cancelled');
    if (doc.claim) throw new Conflict(autoshipMessages.busy, 'autoship_busy');
    throw new Conflict(notAllowed, 'autoship_status');
  }

  async function change(
    userId: ObjectId,
    id: ObjectId,
    from: AutoshipDoc['status'][],
    set: Partial<AutoshipDoc>,
    notAllowed: string,
  ) {
    const after = await autoships.updateOwned(userId, id, { status: { $in: from } }, { ...set, updatedAt: now() });
    return after ? view(after) : refusal(userId, id, notAllowed);
  }

  return {
    async create(userId: ObjectId, input: CreateAutoship, origin?: string): Promise<Autoship> {
      const productId = new ObjectId(input.productId);
      const product = await products.findById(productId);
      if (!product || product.active === false) throw new NotFound(shopMessages.productNotFound);
      if (product.prescriptionRequired) {
        throw new Invalid(
          autoshipMessages.prescription,
          { productId: autoshipMessages.prescription },
          'prescription_required',
        );
      }
      const method = await ownedMethod(userId, input.paymentMethodId);
      const time = now();
      const doc: AutoshipDoc = {
        _id: new ObjectId(),
        userId,
        productId,
        quantity: input.quantity,
        frequencyWeeks: input.frequencyWeeks,
        paymentMethodId: method._id,
        shippingAddress: input.shippingAddress,
        status: 'active',
        // The first delivery is ordered at the job's next run.
        nextOrderAt: time,
        pausedReason: null,
        lastResult: null,
        claim: null,
        liveKey: liveKeyOf(userId, productId),
        ...(origin ? { origin } : {}),
        createdAt: time,
        updatedAt: time,
      };
      if (!(await autoships.insert(doc)))
        throw new Conflict(autoshipMessages.duplicate(product.name), 'autoship_exists');
      deps.onDue?.();
      return toAutoship(doc, product);
    },

    async list(userId: ObjectId): Promise<Autoship[]> {
      const docs = await autoships.listByUser(userId);
      const found = await products.findByIds(
        [...new Set(docs.map((d) => d.productId.toHexString()))].map((id) => new ObjectId(id)),
      );
      const byId = new Map(found.map((p) => [p._id.toHexString(), p]));
      return docs.map((doc) => toAutoship(doc, byId.get(doc.productId.toHexString()) ?? null));
    },

    async update(userId: ObjectId, id: ObjectId, input: UpdateAutoship): Promise<Autoship> {
      const set: Partial<AutoshipDoc> = {};
      if (input.quantity !== undefined) set.quantity = input.quantity;
      if (input.frequencyWeeks !== undefined) set.frequencyWeeks = input.frequencyWeeks;
      if (input.shippingAddress !== undefined) set.shippingAddress = input.shippingAddress;
      if (input.paymentMethodId !== undefined)
        set.paymentMethodId = (await ownedMethod(userId, input.paymentMethodId))._id;
      return change(userId, id, ['active', 'paused'], set, autoshipMessages.cancelled);
    },

    /** Moves the next order one period on (not while that order is being placed). */
    async skip(userId: ObjectId, id: ObjectId): Promise<Autoship> {
      const doc = await owned(userId, id);
      const skipped = doc.nextOrderAt;
      const after = await autoships.updateOwned(
        userId,
        id,
        { status: { $in: ['active', 'paused'] }, claim: null, nextOrderAt: skipped },
        {
          nextOrderAt: nextOccurrence(skipped, doc.frequencyWeeks, now()),
          lastResult: {
            at: now(),
            outcome: 'skipped',
            message: `You skipped the delivery of ${skipped.toISOString().slice(0, 10)}.`,
            orderId: null,
          },
          updatedAt: now(),
        },
      );
      return after ? view(after) : refusal(userId, id, autoshipMessages.busy);
    },

    pause: (userId: ObjectId, id: ObjectId) =>
      change(userId, id, ['active'], { status: 'paused', pausedReason: null }, autoshipMessages.notActive),

    /** Active again; a next date already passed becomes now (the job orders it at its next run). */
    async resume(userId: ObjectId, id: ObjectId): Promise<Autoship> {
      const doc = await owned(userId, id);
      const time = now();
      const nextOrderAt = doc.nextOrderAt > time ? doc.nextOrderAt : time;
      const after = await change(
        userId,
        id,
        ['paused'],
        { status: 'active', pausedReason: null, nextOrderAt },
        autoshipMessages.notPaused,
      );
      deps.onDue?.();
      return after;
    },

    cancel: (userId: ObjectId, id: ObjectId) =>
      change(
        userId,
        id,
        ['active', 'paused'],
        { status: 'cancelled', pausedReason: null, liveKey: `cancelled:${id.toHexString()}` },
        autoshipMessages.cancelled,
      ),

    /** Places an order now (at the Autoship price); the next one comes one period later. */
    async orderNow(userId: ObjectId, id: ObjectId): Promise<AutoshipOrderAnswer> {
      const doc = await owned(userId, id);
      const placed = await placer.orderNow(doc);
      if (!placed) return refusal(userId, id, autoshipMessages.notActive);
      switch (placed.outcome) {
        case 'ordered':
          return { autoship: await view(placed.autoship ?? (await owned(userId, id))), order: toOrder(placed.order) };
        case 'out_of_stock':
          throw new Conflict(shopMessages.onlyLeft(placed.name, placed.left), 'out_of_stock');
        case 'declined':
          throw new PaymentDeclined(`${placed.message} Nothing was charged.`, 'payment_declined');
        case 'method_gone':
          throw new Invalid(autoshipMessages.paymentMethod, { paymentMethodId: autoshipMessages.paymentMethod });
        case 'unavailable':
          throw new Conflict(placed.message, 'product_unavailable');
        case 'unanswered':
          throw new Unavailable('The payment service did not answer. Your order will be finished in a few minutes.');
      }
    },
  };
}
