/** Query keys of the signed-in user's orders. */
export const orderKeys = {
  all: ['shop', 'orders'] as const,
  list: ['shop', 'orders', 'list'] as const,
  order: (orderId: string) => ['shop', 'orders', 'order', orderId] as const,
};
