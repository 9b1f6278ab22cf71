import { z } from "zod";

import { amounts, instant } from "../shared";

/* Answers of the store's carts and orders, and of the contracts. */

const totals = z.object(amounts);

export const cart = z.object({
  id: z.string(),
  store: z.string().optional(),
  items: z.record(z.string(), z.number().int()).meta({ description: "Quantities by product id." }),
  count: z.number().int(),
  discount: z.boolean(),
  card_discount_percentage: z.number().nullable(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      stock: z.number().int(),
      price: z.number(),
      vnd_to_pay: z.number(),
      ccm_to_pay: z.number(),
      discount_percentage: z.number(),
      applied_discount_percentage: z.number(),
      totals,
    }),
  ),
  totals,
  notices: z.array(z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })),
});

export const orderLine = z.object({
  name: z.string(),
  name_vi: z.string().nullable(),
  quantity: z.number().int(),
  price: z.number(),
  vnd_to_pay: z.number(),
  ccm_to_pay: z.number(),
  total_usd: z.number(),
  total_vnd: z.number(),
  total_cct: z.number(),
});

const orderStatus = z.string().meta({ description: "The order's state (docs/api.md lists them and their transitions)." });

export const order = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatus,
  customer: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  receiving_area: z.string(),
  payment_method: z.string(),
  total_usd: z.number(),
  total_vnd: z.number(),
  total_cct: z.number(),
  discount: z.boolean().meta({ description: "A card's discount applied." }),
  created_at: instant,
  store: z.object({ account: z.string(), name: z.string() }).nullable(),
  lines: z.array(orderLine.extend({ product_id: z.number().int().nullable() })),
  cct_payment: z.object({ state: z.enum(["held", "paid", "refunded"]), amount: z.number() }).nullable(),
  payment: z
    .object({
      vietqr: z.string(),
      bank_bin: z.string(),
      bank_name: z.string(),
      account_number: z.string(),
      account_holder: z.string(),
      amount_vnd: z.number(),
      note: z.string(),
    })
    .nullable()
    .meta({ description: "How to pay a bank-transfer order awaiting payment; null otherwise." }),
  timeline: z.array(
    z.object({
      by: z.string().nullable(),
      role: z.string(),
      from: z.string().nullable(),
      to: z.string(),
      note: z.string().nullable(),
      at: instant,
    }),
  ),
});

export const orderForUser = order.extend({ next_statuses: z.array(z.string()) });

export const orderRow = z.object({
  id: z.number().int(),
  code: z.string(),
  customer: z.string(),
  phone: z.string(),
  status: orderStatus,
  payment_method: z.string(),
  total_usd: z.number(),
  total_vnd: z.number(),
  total_cct: z.number(),
  store: z.string().nullable(),
  created_at: instant,
});

export const restocked = z.object({ order, replayed: z.boolean() });

const signatureKind = z.enum(["drawn", "typed"]);

export const signature = z.object({
  id: z.number().int(),
  kind: signatureKind,
  name: z.string().nullable(),
  path: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  svg: z.string(),
  created_at: instant,
});

const contractSignature = z
  .object({
    party: z.enum(["buyer", "seller"]),
    signer: z.looseObject({}),
    signed_at: instant,
    content_hash: z.string(),
    terms_version: z.string(),
    signature: z.object({
      id: z.number().int(),
      kind: signatureKind,
      name: z.string().nullable(),
      created_at: instant,
      svg: z.string(),
    }),
  })
  .nullable();

export const contract = z.object({
  order_id: z.number().int(),
  code: z.string(),
  created_at: instant,
  state: z.string(),
  terms_version: z.string(),
  content_hash: z.string(),
  signed_hash: z.string().nullable(),
  changed_after_signing: z.boolean(),
  seller: z.looseObject({}),
  buyer: z.looseObject({}),
  receiving_area: z.string(),
  payment_method: z.string(),
  lines: z.array(orderLine),
  total_usd: z.number(),
  total_vnd: z.number(),
  total_cct: z.number(),
  signatures: z.object({ buyer: contractSignature, seller: contractSignature }),
  sign_as: z.enum(["buyer", "seller"]).nullable(),
});
