/** Orders: carts, checkout (bank transfer or CCT), status changes and their notices, order lists, restocking from the system catalogue. */
export { placeOrder } from "./checkout.server";
export {
  actorsFor,
  checkOrderLimit,
  findOrderByCodeAndPhone,
  getOrder,
  orderDetail,
  orderDetailIn,
  orderDetailJson,
  orderForUser,
  orderLineJson,
  type OrderDetail,
} from "./orders.server";
export { changeOrderStatus } from "./order-status.server";
export { listOrders, orderRowJson, ordersCsv, totalsByStatus } from "./order-lists.server";
export {
  applyCartOp,
  cartJson,
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
