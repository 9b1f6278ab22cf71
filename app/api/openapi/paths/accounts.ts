import { z } from "zod";

import { changePasswordSchema, profileSchema } from "~/lib/schemas/account";
import { apiLoginSchema } from "~/lib/schemas/auth";
import { ownStoreBankSchema } from "~/lib/schemas/store-bank";

import type { Paths } from "../operation";
import { login, notification, publicUser, storeBank, storeCard, token } from "../responses/accounts";
import { ok } from "../shared";

const loginLimit = "Too many sign-in attempts for this address or account (a lockout of some minutes).";

export const accountPaths: Paths = {
  "/api/auth/login": {
    post: {
      summary: "Sign in: a Bearer access token for 14 days",
      description: "`email` takes the email or the username. With two-factor on, `otp` (a code or a recovery code) is required.",
      access: "public",
      body: apiLoginSchema,
      rateLimited: loginLimit,
      ok: { 200: login },
      errors: { 401: "Wrong email or password (the same message for both), or the second factor missing or wrong." },
    },
  },
  "/api/auth/logout": { post: { summary: "Revoke the token it is called with", access: "user", ok: { 200: ok } } },
  "/api/auth/refresh": {
    post: { summary: "A new access token; the one it is called with stops working", access: "user", ok: { 200: token } },
  },
  "/api/auth/user": { get: { summary: "The signed-in user", access: "user", ok: { 200: publicUser } } },
  "/api/users/check-account": {
    get: {
      summary: "A store owner's public card",
      access: "public",
      query: { account: { schema: z.string(), description: "The store's account (default: `default`, the system store)." } },
      ok: { 200: storeCard },
      errors: { 404: "No such account." },
    },
  },
  "/api/user/update": {
    patch: { summary: "Change the signed-in user's profile", access: "user", body: profileSchema, ok: { 200: publicUser } },
  },
  "/api/user/change_password": {
    patch: {
      summary: "Change the password; every token of the user is revoked",
      access: "user",
      body: changePasswordSchema,
      rateLimited: "Too many wrong current passwords: refused for some minutes.",
      ok: { 200: ok },
    },
  },
  "/api/store-settings/bank": {
    get: { summary: "The signed-in member's store bank details", access: "user", ok: { 200: storeBank } },
    patch: {
      summary: "Save the store's payout bank (all three empty: removed)",
      access: "user",
      body: ownStoreBankSchema,
      ok: { 200: storeBank },
    },
  },
  "/api/notifications": {
    get: { summary: "The user's notifications, newest first", access: "user", ok: { 200: z.array(notification) } },
  },
  "/api/notifications/readed-all": {
    post: { summary: "Mark every notification read", access: "user", ok: { 200: z.object({ updated: z.number().int() }) } },
  },
};
