import { z } from "zod";

import { passwordField } from "./password";

const required = "validation:required";

/** A code of the authenticator app (6 digits) or a recovery code (XXXXX-XXXXX). */
export const otpField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(20, "validation:tooLong")
  .regex(/^[0-9A-Za-z -]+$/, "account:twoFactor.invalidCode");

export const twoFactorLoginSchema = z.object({ otp: otpField });
export const twoFactorEnableSchema = z.object({ intent: z.literal("enable"), code: otpField });
export const twoFactorDisableSchema = z.object({
  intent: z.literal("disable"),
  password: passwordField,
  otp: otpField,
});
export const twoFactorSchema = z.discriminatedUnion("intent", [twoFactorEnableSchema, twoFactorDisableSchema]);
