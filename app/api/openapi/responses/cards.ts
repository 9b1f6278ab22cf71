import { z } from "zod";

import { instant } from "../shared";

/* Answers of the discount cards: offers, a member's cards, the back office's list. */

const named = z.object({ id: z.number().int(), name: z.string() });
const person = named;

export const offer = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  picture: z.string().nullable(),
  discount_percentage: z.number(),
  price: z.number(),
  vnd_to_pay: z.number(),
  ccm_to_pay: z.number(),
  active: z.boolean(),
});

export const memberCard = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percentage: z.number(),
  used_at: instant,
});

export const giftCard = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percentage: z.number(),
  offer_name: z.string().nullable(),
  used: z.boolean(),
  created_at: instant,
});

export const memberCards = z.object({ card: memberCard, bought: z.array(giftCard) });

export const cardRow = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_percentage: z.number(),
  batch: z.string().nullable(),
  note: z.string().nullable(),
  state: z.string(),
  used_by: person.extend({ account: z.string() }).nullable(),
  used_at: instant.nullable(),
  offer: named.nullable(),
  created_at: instant,
});

export const cardDetail = cardRow.extend({
  created_by: person.nullable(),
  bought_by: person.extend({ account: z.string() }).nullable(),
  disabled_at: instant.nullable(),
  disabled_by: person.nullable(),
});

export const issued = z.object({ batch: z.string(), data: z.array(cardRow) });

export const cardPurchase = z.object({
  card: z.object({ id: z.number().int(), code: z.string(), discount_percentage: z.number() }),
  assigned: z.boolean(),
  offer: named,
  amount: z.string().meta({ description: "The CCT paid, as a decimal string." }),
  transfer_id: z.number().int(),
  replayed: z.boolean(),
});
