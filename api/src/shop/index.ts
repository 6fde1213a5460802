/**
 * The shop area's public facade: the only module other areas, the app and the seed registry import from
 * the shop. Products, carts and orders stay behind it.
 */
export { createShopArea, prepareShopArea, type ShopArea, type ShopAreaDeps, type ShopAreaOptions } from './shop-area';
export { shopSeeder } from './shop.seed';
export type { OrderStatusService, StaffOrder, StaffOrderFilter } from './orders/order-status';
/** The viewer's currency by spec section 9; the insurance area prices by the same rule. */
export { createCurrencyOf, type CurrencyOf } from './catalogue/viewer-currency';
export { readShopLedger } from './orders/shop-ledger';
