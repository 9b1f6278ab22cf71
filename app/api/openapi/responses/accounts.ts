import { z } from "zod";

import { instant } from "../shared";

/* Answers of the accounts endpoints: the user, tokens, notifications, the store's bank. */

export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  ccm_address: z.string().nullable(),
  account: z.string(),
  coin_balance: z.number().meta({ description: "The wallet balance in CCT." }),
  is_admin: z.boolean(),
  is_mod: z.boolean(),
  is_staff: z.boolean(),
});

export const token = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().meta({ description: "Seconds (14 days)." }),
});

export const login = token.extend({ user: publicUser });

export const storeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  account: z.string(),
});

export const notification = z.object({
  id: z.number().int(),
  title: z.string(),
  vi_title: z.string().nullable(),
  url: z.string().nullable(),
  readed: z.union([z.literal(0), z.literal(1)]),
  created_at: instant,
});

export const storeBank = z.object({
  bank_bin: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_number: z.string().nullable(),
  account_holder: z.string().nullable(),
  accepts_bank_transfer: z.boolean(),
});

export const wallet = z.object({
  currency: z.literal("CCT"),
  balance: z.number(),
  held: z.number(),
  available: z.number(),
});
