/** The routes this remote owns (DESIGN.md: mfe-shop; decision 043). */
export const paths = {
  /** The catalogue without the pharmacy: food, treats, toys, beds, grooming, health, accessories. */
  merchandise: '/merchandise',
  merchandiseProduct: '/merchandise/:slug',
  /** The pharmacy's catalogue (prescription items among them). */
  pharmacy: '/pharmacy',
  pharmacyProduct: '/pharmacy/:slug',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation/:orderId',
  /** The signed-in user's orders (the spec's name), with statuses and the prescription step. */
  orders: '/pharmas-orders',
  /** A prescription order's step: ask the pet's PetPal vet, or upload a prescription. */
  orderPrescription: '/pharmas-orders/:orderId/prescription',
  /** Setting up an Autoship: ?product=<slug>&weeks=<n>&quantity=<n> (docs/decisions/047). */
  newAutoship: '/pharmas-orders/autoship/new',
  insurance: '/insurance',
  /** The pharmacist's queue of prescription orders. */
  pharmacyPractice: '/dashboard/pharmacy-practice',
  /** A supplier's own products and stock. */
  supplierProducts: '/dashboard/supplier-products',
} as const;

export const orderConfirmationPath = (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`;
export const orderPrescriptionPath = (orderId: string) => `/pharmas-orders/${encodeURIComponent(orderId)}/prescription`;
