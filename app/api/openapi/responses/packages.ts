import { z } from "zod";

import { packagePurchaseStatuses } from "~/lib/packages";

import { instant } from "../shared";

/* Answers of the packages and referrals: CCT as decimal strings ("33.33333333"). */

const cct = z.string().meta({ description: "CCT as a decimal string." });

export const packageView = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_vi: z.string(),
  description_en: z.string(),
  description_vi: z.string(),
  benefits_en: z.string(),
  benefits_vi: z.string(),
  price: cct,
  commission_percentage: z.number(),
  active: z.boolean(),
  position: z.number().int(),
  created_at: instant,
  updated_at: instant,
});

export const adminPackage = packageView.extend({ purchases: z.number().int() });

export const purchase = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  package_name_en: z.string(),
  package_name_vi: z.string(),
  price: cct,
  status: z.enum(packagePurchaseStatuses),
  refund_reason: z.string().nullable(),
  refunded_at: instant.nullable(),
  created_at: instant,
});

export const adminPurchase = purchase.extend({
  buyer: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
  referrer: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  commission_percentage: z.number(),
  commission: cct,
  commission_reclaimed: cct,
  commission_shortfall: cct,
  refunded_by: z.string().nullable(),
  refund_request: z
    .object({
      id: z.number().int(),
      requested_by: z.string(),
      reason: z.string(),
      shortfall: cct.meta({ description: "What the referrer could not give back when it was asked." }),
      requested_at: instant,
    })
    .nullable()
    .meta({ description: "A refund waiting for a second admin's confirmation (decision 288), or null." }),
});

export const referrals = z.object({
  link: z.string(),
  totals: z.object({
    invitees: z.number().int(),
    activated: z.number().int(),
    packages: z.number().int(),
    commission: cct,
    second_level: z.number().int().meta({ description: "Members the invitees invited." }),
  }),
  data: z.array(
    z.object({
      name: z.string(),
      account: z.string(),
      joined_at: instant,
      activated: z.boolean(),
      packages: z.number().int(),
      commission: cct,
      invited: z.number().int(),
    }),
  ),
  meta: z.looseObject({ total: z.number().int(), page: z.number().int(), pages: z.number().int() }),
});
