import { z } from "zod";

import { category, instant } from "../shared";

/* Answers of the catalogue: a store's products, a member's own products, categories, uploads. */

/** A published product as a store shows it: prices as numbers (USD, đồng, CCT). */
export const product = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  meta: z.string(),
  description: z.string(),
  name_vi: z.string().nullable(),
  description_vi: z.string().nullable(),
  price: z.number(),
  vnd_to_pay: z.number(),
  ccm_to_pay: z.number(),
  discount_percentage: z.number(),
  quantity: z.number().int(),
  thumbnail: z.string().nullable(),
  images: z.array(z.string().nullable()).meta({ description: "The gallery; the first is the thumbnail." }),
  category,
  created_at: instant,
});

/** A member's own product (or a system product), with its moderation state. */
export const ownProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  name_vi: z.string().nullable(),
  slug: z.string(),
  meta: z.string(),
  description: z.string(),
  description_vi: z.string().nullable(),
  price: z.number(),
  vnd_to_pay: z.number(),
  ccm_to_pay: z.number(),
  discount_percentage: z.number(),
  quantity: z.number().int(),
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  category,
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  status: z.string(),
  revision_state: z.enum(["waiting", "rejected"]).nullable(),
  rejection_reason: z.string().nullable(),
  revision: z.looseObject({}).nullable().meta({ description: "The proposed change of an approved product." }),
  updated_at: instant,
});

export const savedProduct = ownProduct.extend({ duplicate_name: z.boolean(), awaiting_review: z.boolean() });
export const systemProduct = ownProduct.extend({ featured: z.boolean() });
export const savedSystemProduct = systemProduct.extend({ duplicate_name: z.boolean() });
export const reviewedProduct = ownProduct.extend({ account: z.string(), store_name: z.string().nullable() });
export const restockProduct = product.extend({ held: z.number().int() });

export const categoryRow = z.object({ id: z.number().int(), name: z.string() });

export const upload = z.object({ url: z.string(), srcset: z.string() });
