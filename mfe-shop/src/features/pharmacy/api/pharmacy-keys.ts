/** Query keys of the prescription step and the pharmacist's queue. */
export const pharmacyKeys = {
  prescription: (orderId: string) => ['shop', 'prescription', orderId] as const,
  queue: ['shop', 'pharmacy', 'queue'] as const,
  vets: ['shop', 'pharmacy', 'vets'] as const,
  /** The orders feature's prefix (its lists and single orders): refreshed when a prescription changes one. */
  orders: ['shop', 'orders'] as const,
};
