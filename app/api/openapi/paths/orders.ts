import { z } from "zod";

import { signatureSchema } from "~/lib/schemas/contracts";
import { apiCartOpSchema, checkOrderSchema, checkoutFields, statusChangeSchema } from "~/lib/schemas/store";

import type { Paths } from "../operation";
import { orderTotals, overview } from "../responses/admin";
import { cart, contract, order, orderForUser, orderRow, signature } from "../responses/orders";
import { boundedPaged, cursorParam, dateParam, oneOf, paged, pageParam, searchParam } from "../shared";

const account = { account: { schema: z.string(), description: "The store's account (`default`: the system store)." } };
const cartId = { id: { schema: z.string(), description: "The cart's id, from POST /api/store/{account}/carts." } };
const notYours = "No such order, or the caller may not see it (the same answer).";

/** The body the checkout takes: its key may come as the Idempotency-Key header instead. */
const checkoutBody = checkoutFields.extend({ idempotency_key: checkoutFields.shape.idempotency_key.optional() }).meta({
  description:
    "`idempotency_key` is required unless the Idempotency-Key header is sent; `password` (and `otp` with two-factor on) when paying with `cct`.",
});

export const orderPaths: Paths = {
  "/api/store/{account}/carts": {
    post: {
      summary: "A new empty cart for this store",
      access: "optional",
      path: account,
      ok: { 201: cart },
      errors: { 404: "No such store, or the store is closed." },
    },
  },
  "/api/carts/{id}": {
    get: {
      summary: "The cart, priced from the database (quantities capped by stock, with notices)",
      description: "A Bearer token of a member holding a card turns the discount on.",
      access: "optional",
      path: cartId,
      ok: { 200: cart },
      errors: { 404: "No such cart." },
    },
    post: {
      summary: "Add, set, remove a line, or clear the cart",
      access: "optional",
      path: cartId,
      body: apiCartOpSchema,
      ok: { 200: cart },
      errors: { 404: "No such cart." },
    },
  },
  "/api/carts/{id}/checkout": {
    post: {
      summary: "Place the order; the cart is emptied",
      description: "A Bearer token makes the member the buyer; paying with `cct` needs the member's password.",
      access: "optional",
      path: cartId,
      body: checkoutBody,
      idempotency: "optional",
      rateLimited: "Too many wrong passwords or codes (paying with CCT).",
      ok: { 201: order },
      errors: { 404: "No such cart.", 409: "Stock, prices or the balance changed; or the key was used for another order." },
    },
  },
  "/api/orders/check": {
    post: {
      summary: "A guest's order by its code and phone",
      access: "public",
      body: checkOrderSchema,
      rateLimited: "Too many checks from this address.",
      ok: { 200: order },
      errors: { 404: "Unknown code or wrong phone (the same answer)." },
    },
  },
  "/api/orders": {
    get: {
      summary: "The member's orders, as buyer (default) or as seller",
      access: "user",
      query: { as: oneOf(["buyer", "seller"]), page: pageParam },
      ok: { 200: paged(orderRow) },
    },
  },
  "/api/orders/{id}": {
    get: {
      summary: "One order, with the statuses the caller may move it to",
      access: "user",
      ok: { 200: orderForUser },
      errors: { 404: notYours },
    },
  },
  "/api/orders/{id}/status": {
    post: {
      summary: "Move the order to another status",
      access: "user",
      body: statusChangeSchema,
      ok: { 200: orderForUser },
      errors: { 403: "The caller's role may not make this move.", 404: notYours, 409: "The state machine refuses the move." },
    },
  },
  "/api/orders/{id}/contract": {
    get: {
      summary: "The order's contract: parties, lines, totals, hashes, signatures",
      access: "user",
      ok: { 200: contract },
      errors: { 404: notYours },
    },
  },
  "/api/orders/{id}/contract/sign": {
    post: {
      summary: "Sign the contract for the caller's party (the buyer first, then the store owner)",
      access: "user",
      ok: { 201: contract },
      errors: { 404: notYours, 409: "Already signed, out of turn, no saved signature, or changed since the buyer signed." },
    },
  },
  "/api/orders/{id}/contract.pdf": {
    get: {
      summary: "The contract as a PDF, in the Accept-Language language",
      access: "user",
      query: { lang: oneOf(["en", "vi"], "The language, over Accept-Language.") },
      ok: { 200: "pdf" },
      errors: { 404: notYours },
    },
  },
  "/api/signature": {
    get: {
      summary: "The member's current signature, or null",
      access: "user",
      ok: { 200: z.object({ signature: signature.nullable() }) },
    },
    post: {
      summary: "Save a new signature; it becomes the current one",
      access: "user",
      body: signatureSchema,
      ok: { 201: z.object({ signature }) },
    },
  },
  "/api/admin/orders": {
    get: {
      summary: "Every order, filtered, with totals by status",
      access: "admin",
      query: {
        status: { schema: z.string(), description: "An order status." },
        store: { schema: z.string(), description: "A store's account." },
        from: dateParam("From"),
        to: dateParam("To"),
        q: searchParam,
        page: pageParam,
        cursor: cursorParam,
      },
      ok: { 200: boundedPaged(orderRow).extend({ totals: orderTotals }) },
      errors: { 400: "The cursor is not one this list gave." },
    },
  },
  "/api/admin/overview": {
    get: {
      summary: "The back office's figures and daily series",
      access: "admin",
      query: { days: oneOf(["7", "30", "90"], "The series' length (default 30).") },
      ok: { 200: overview },
    },
  },
};
