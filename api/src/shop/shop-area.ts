import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import type { AuthFacade } from '../auth';
import type { AreaStatus } from '@petpal/contracts';
import type { DataPort } from '../data/port';
import { createMailer, type Mailer } from '../lib/mailer';
import { startJob } from '../scheduling';
import type { NotificationsService } from '../notifications';
import type { PaymentProvider } from '../payments';
import { createAddressesRepository } from './addresses/addresses.repository';
import { createAddressRoutes } from './addresses/addresses.routes';
import { createAutoshipPlacer } from './autoship/autoship-placement';
import { createAutoshipsRepository } from './autoship/autoship.repository';
import { createAutoshipRoutes } from './autoship/autoship.routes';
import { createAutoshipService } from './autoship/autoship.service';
import { createCartRepository } from './cart/cart.repository';
import { createCartRoutes } from './cart/cart.routes';
import { createCartService } from './cart/cart.service';
import { createCatalogueRoutes } from './catalogue/catalogue.routes';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createProductsRepository } from './catalogue/products.repository';
import { createCurrencyOf } from './catalogue/viewer-currency';
import { createCheckoutIntentsRepository } from './checkout/checkout-intents.repository';
import { createCheckoutRoutes } from './checkout/checkout.routes';
import { createCheckoutService } from './checkout/checkout.service';
import { createOrdersRepository } from './orders/orders.repository';
import { createOrderRoutes } from './orders/orders.routes';
import { createOrdersService } from './orders/orders.service';
import { createOrderStatusService } from './orders/order-status';
import { createOrderMessages } from './orders/order-messages';
import { createOrderRefunds } from './orders/order-refunds';
import { createPharmacyQueueRoutes } from './pharmacy/pharmacy-queue.routes';
import { createPharmacyQueueService } from './pharmacy/pharmacy-queue.service';
import {
  createVerifiedPharmacist,
  migrateLegacyPrescriptionImages,
  PRESCRIPTION_PHOTO_ACCESS_KIND,
  prescriptionPhotoCheck,
} from './pharmacy/prescription-photos';
import { createPrescriptionRoutes } from './pharmacy/prescription.routes';
import { createPrescriptionsRepository } from './pharmacy/prescriptions.repository';
import { createPrescriptionsService } from './pharmacy/prescriptions.service';
import { createImagesService, type ImagesService } from '../images';
import { createSupplierProductsService } from './supplier/supplier-products.service';
import { createSupplierRoutes } from './supplier/supplier.routes';

/** The repositories of the collections the shop owns. */
function shopRepositories(db: DataPort) {
  return {
    products: createProductsRepository(db),
    carts: createCartRepository(db),
    orders: createOrdersRepository(db),
    prescriptions: createPrescriptionsRepository(db),
    intents: createCheckoutIntentsRepository(db),
    autoships: createAutoshipsRepository(db),
    addresses: createAddressesRepository(db),
  };
}

/** The shop's indexes (idempotent; run at every start, before serving). */
/** How often the checkout sweep looks for interrupted checkouts. */
const CHECKOUT_SWEEP_INTERVAL_MS = 60_000;
/** How often the Autoship job looks for due deliveries (docs/decisions/047). */
const AUTOSHIP_INTERVAL_MS = 60_000;
/** How often refunds the provider did not make yet are tried again (docs/decisions/050). */
const REFUND_INTERVAL_MS = 60_000;

export async function prepareShopArea(db: DataPort): Promise<void> {
  const repos = shopRepositories(db);
  for (const repository of Object.values(repos)) await repository.ensureIndexes();
  await migrateLegacyPrescriptionImages(repos.prescriptions, createImagesService(db));
}

export type ShopAreaDeps = AppDeps & {
  auth: AuthFacade;
  /** The process's one payment provider (checkout charges through it). */
  provider: PaymentProvider;
  /** The process's one mailer (a pharmacist's "ask the vet"); the env's mailer when not given. */
  mailer?: Mailer;
  /** The bell (order status changes, docs/decisions/050); none in tests that do not look at it. */
  notifications?: Pick<NotificationsService, 'notifyMany'>;
  /**
   * The process's image pipeline (areas.ts): uploaded prescriptions are private images whose access hook the
   * shop registers on it (decision 098), and suppliers' product photos (decision 104). Default: one of the area's own.
   */
  images?: ImagesService;
};

export interface ShopAreaOptions {
  /** The clock of every rule (tests move it). */
  now?: () => Date;
}

/**
 * The shop area's composition root (docs/decisions/041): catalogue, cart, checkout and orders; `routes()`
 * mounts at /api/shop. Saved payment methods and the viewer's stored country come from auth's facade.
 */
export function createShopArea(deps: ShopAreaDeps, options: ShopAreaOptions = {}) {
  const { db, auth, provider, log } = deps;
  const now = options.now ?? (() => new Date());
  const repos = shopRepositories(db);
  const currencyOf = createCurrencyOf(auth);

  const mailer = deps.mailer ?? createMailer(db, deps.env);
  const messages = createOrderMessages({
    users: auth.users,
    mailer,
    notifications: deps.notifications ?? null,
    publicUrl: deps.env.PUBLIC_URL,
    log,
  });
  const refunds = createOrderRefunds({ orders: repos.orders, provider, messages, log, now });
  const catalogue = createCatalogueService(repos.products);
  const cart = createCartService({ carts: repos.carts, products: repos.products, now });
  const checkout = createCheckoutService({
    cart,
    carts: repos.carts,
    products: repos.products,
    orders: repos.orders,
    intents: repos.intents,
    addresses: repos.addresses,
    methods: auth.paymentMethods,
    provider,
    messages,
    log,
    now,
  });
  const orders = createOrdersService({ orders: repos.orders, products: repos.products, refunds, messages, now });
  const images = deps.images ?? createImagesService(db);
  const prescriptions = createPrescriptionsService({ ...repos, auth, images, now });
  // Only the order's buyer and verified pharmacists load a prescription's photo (decision 098).
  images.registerAccess(
    PRESCRIPTION_PHOTO_ACCESS_KIND,
    prescriptionPhotoCheck(repos.orders, createVerifiedPharmacist(auth.providers)),
  );
  const pharmacy = createPharmacyQueueService({ ...repos, auth, mailer, refunds, messages, now });
  const placer = createAutoshipPlacer({ ...repos, auth, provider, mailer, messages, log, now });
  /** The running Autoship job, poked when an Autoship becomes due at once. */
  let autoshipJob: { poke(): void } | null = null;
  const autoship = createAutoshipService({
    ...repos,
    methods: auth.paymentMethods,
    placer,
    now,
    onDue: () => autoshipJob?.poke(),
  });
  const supplier = createSupplierProductsService({
    products: repos.products,
    orders: repos.orders,
    images,
    now,
  });

  return {
    /** Finishes the checkouts whose request died between taking the stock and writing the order. */
    sweepCheckouts: () => checkout.sweepStale(),
    /** Places the Autoship orders that are due (and resumes any whose run died). */
    runAutoships: () => placer.runDue(),
    /** Makes the refunds the provider did not make when the order was cancelled. */
    runPendingRefunds: () => refunds.runPending(),
    /** That sweep and the Autoship orders, every minute. */
    startJobs: () => {
      const sweep = startJob(
        { runDue: () => checkout.sweepStale() },
        log,
        { handled: 'interrupted shop checkouts resumed', failed: 'shop checkout sweep failed' },
        { intervalMs: CHECKOUT_SWEEP_INTERVAL_MS },
      );
      const autoships = startJob(
        { runDue: () => placer.runDue() },
        log,
        { handled: 'autoship orders placed', failed: 'autoship run failed' },
        { intervalMs: AUTOSHIP_INTERVAL_MS },
      );
      autoshipJob = autoships;
      const pendingRefunds = startJob(
        { runDue: () => refunds.runPending() },
        log,
        { handled: 'shop refunds made', failed: 'shop refund run failed' },
        { intervalMs: REFUND_INTERVAL_MS },
      );
      return {
        stop: async () => {
          autoshipJob = null;
          await Promise.all([sweep.stop(), autoships.stop(), pendingRefunds.stop()]);
        },
      };
    },
    /** Staff's orders for the admin area (docs/decisions/044): list, one, and the allowed status changes. */
    ordersForStaff: createOrderStatusService({
      orders: repos.orders,
      products: repos.products,
      refunds,
      messages,
      now,
    }),
    routes: () =>
      new Hono<AppEnv>()
        .get('/status', (c) => {
          const body: AreaStatus = { area: 'shop', ready: true };
          return c.json(body);
        })
        .route('/', createCatalogueRoutes(catalogue, currencyOf))
        .route('/', createCartRoutes(cart, currencyOf))
        .route('/', createCheckoutRoutes(db, checkout, deps.env))
        .route('/', createAddressRoutes(repos.addresses, now))
        .route('/', createOrderRoutes(orders))
        .route('/', createAutoshipRoutes(db, autoship, deps.env))
        .route('/', createPrescriptionRoutes(prescriptions, auth.providers))
        .route('/', createPharmacyQueueRoutes(pharmacy, auth.providers))
        .route('/', createSupplierRoutes(supplier, auth.providers)),
  };
}

export type ShopArea = ReturnType<typeof createShopArea>;
