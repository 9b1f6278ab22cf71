import type { OrderDetail, OrderLine, OrderRow, PayNow, PricedCart } from "~/domain/orders";
import type { Totals } from "~/lib/cart";
import { COIN_DECIMALS, unitsToNumber, USD_DECIMALS } from "~/lib/money";

/* The API's wire shape of the orders area: snake_case, amounts as JSON numbers. */

/** The API's shape: amounts as numbers. */
export function cartJson(priced: PricedCart, extra: Record<string, unknown> = {}) {
  const amounts = (t: Totals) => ({
    usd: unitsToNumber(t.usd, USD_DECIMALS),
    vnd: Number(t.vnd),
    cct: unitsToNumber(t.ccm, COIN_DECIMALS),
  });
  return {
    ...extra,
    items: priced.cart,
    count: Object.values(priced.cart).reduce((a, b) => a + b, 0),
    // The discount flag, and the percentage of the card that turned it on.
    discount: priced.discount !== false,
    card_discount_percentage: typeof priced.discount === "object" ? priced.discount.card : null,
    lines: priced.lines.map((l) => ({
      product_id: l.product.id,
      name: l.product.name,
      quantity: l.quantity,
      stock: l.product.quantity,
      price: unitsToNumber(l.product.price, USD_DECIMALS),
      vnd_to_pay: Number(l.product.vndToPay),
      ccm_to_pay: unitsToNumber(l.product.ccmToPay, COIN_DECIMALS),
      discount_percentage: l.product.discountPercentage,
      applied_discount_percentage: l.discount,
      totals: amounts(l.totals),
    })),
    totals: amounts(priced.totals),
    notices: priced.notices,
  };
}

/** An order line in the API's shape: prices and totals as numbers (USD, đồng, CCT). */
export function orderLineJson(l: OrderLine) {
  return {
    name: l.name,
    // The Vietnamese name as sold, or null (decision 199).
    name_vi: l.nameVi,
    quantity: l.quantity,
    price: unitsToNumber(l.price, USD_DECIMALS),
    vnd_to_pay: Number(l.vndToPay),
    ccm_to_pay: unitsToNumber(l.ccmToPay, COIN_DECIMALS),
    total_usd: unitsToNumber(l.totalUsd, USD_DECIMALS),
    total_vnd: Number(l.totalVnd),
    total_cct: unitsToNumber(l.totalCcm, COIN_DECIMALS),
  };
}
/**
 * How to pay a bank-transfer order awaiting payment (decision 187): the VietQR payload to draw as a
 * QR code and the same details as text; null otherwise.
 */
function payNowJson(p: PayNow | null) {
  if (!p) return null;
  return {
    vietqr: p.vietqr,
    bank_bin: p.bin,
    bank_name: p.bankName,
    account_number: p.account,
    account_holder: p.holder,
    amount_vnd: Number(p.amountVnd),
    note: p.note,
  };
}

export function orderDetailJson(d: OrderDetail) {
  const o = d.order;
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    customer: o.name,
    phone: o.phone,
    email: o.email,
    address: o.address,
    receiving_area: o.receivingArea,
    payment_method: o.paymentMethod,
    total_usd: unitsToNumber(o.totalUsd, USD_DECIMALS),
    total_vnd: Number(o.totalVnd),
    total_cct: unitsToNumber(o.totalCcm, COIN_DECIMALS),
    discount: o.discount,
    created_at: o.createdAt,
    store: d.store ? { account: d.store.account, name: d.store.name } : null,
    lines: d.lines.map((l) => ({ product_id: l.productId, ...orderLineJson(l) })),
    cct_payment: d.payment ? { state: d.payment.state, amount: unitsToNumber(d.payment.amount, COIN_DECIMALS) } : null,
    payment: payNowJson(d.payNow),
    timeline: d.events.map((e) => ({ by: e.actor, role: e.actorRole, from: e.from, to: e.to, note: e.note, at: e.at })),
  };
}

export function orderRowJson(r: OrderRow) {
  return {
    id: r.id,
    code: r.code,
    customer: r.name,
    phone: r.phone,
    status: r.status,
    payment_method: r.paymentMethod,
    total_usd: unitsToNumber(r.totalUsd, USD_DECIMALS),
    total_vnd: Number(r.totalVnd),
    total_cct: unitsToNumber(r.totalCcm, COIN_DECIMALS),
    store: r.storeAccount,
    created_at: r.createdAt,
  };
}
