/** The shop area's contracts: catalogue, cart, checkout and orders. */
export * from './messages';
export * from './catalogue';
export * from './cart';
export * from './orders';
