/** The shop area's contracts: catalogue, cart, checkout, orders, prescriptions and suppliers. */
export * from './messages';
export * from './catalogue';
export * from './cart';
export * from './orders';
export * from './order-summary';
export * from './addresses';
export * from './autoship';
export * from './pharmacy';
export * from './supplier';
