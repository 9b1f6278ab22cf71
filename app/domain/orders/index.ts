/** Orders: carts, checkout (bank transfer or CCT), status changes and their notices, order lists, restocking from the system catalogue. */
export { placeOrder } from "./checkout.server";
export {
  actorsFor,
  checkOrderLimit,
  findOrderByCodeAndPhone,
  getOrder,
  orderDetail,
  orderDetailFor,
  orderDetailIn,
  orderForUser,
  type OrderDetail,
} from "./orders.server";
export { payNowFor, payNowShown, type PayNow, type PayNowShown } from "./pay-now.server";
export { changeOrderStatus } from "./order-status.server";
export { listOrders, orderAnchors, ordersCsv } from "./order-lists.server";
export { totalsByStatus } from "./order-totals.server";
export {
  applyCartOp,
  createApiCart,
  discountFlag,
  getApiCart,
  priceCart,
  saveApiCart,
  type CartLine,
  type CartNotice,
  type PricedCart,
} from "./cart.server";
export { restock, restockCatalogue } from "./restock.server";
export type { OrderRow } from "./order-lists.server";
export type { OrderLine } from "~/db/schema";
