import { z } from "zod";

import { passwordField, passwordRequired } from "./password";
import { otpField } from "./two-factor";

// Messages are translation keys; the page or the API translates them into the user's language.
const required = "validation:required";

export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .max(254, "validation:tooLong")
  .pipe(z.email({ error: "validation:email" }))
  .transform((v) => v.toLowerCase());

export const accountField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required, abort: true })
  .regex(/^[A-Za-z0-9]*$/, { error: "validation:accountChars", abort: true })
  .min(6, "validation:accountMin")
  .max(32, "validation:tooLong");

export const newPasswordField = z
  .string({ error: passwordRequired })
  .min(1, { error: passwordRequired, abort: true })
  .min(8, "validation:passwordMin")
  .max(128, "validation:tooLong");

const nameField = z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, "validation:tooLong");

export const loginSchema = z.object({
  email: z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(254, "validation:tooLong"),
  password: passwordField,
  redirectTo: z.string().optional(),
});

/** The login page's "send the activation email again": the name typed to sign in. */
export const activationRequestSchema = z.object({
  intent: z.literal("resend-activation"),
  email: loginSchema.shape.email,
});

export const signUpSchema = z
  .object({
    name: nameField,
    email: emailField,
    account: accountField,
    password: newPasswordField,
    confirmationPassword: z.string({ error: required }).min(1, { error: required, abort: true }),
    ref: z.string().trim().max(32).optional(),
  })
  .refine((v) => v.password === v.confirmationPassword, {
    path: ["confirmationPassword"],
    message: "validation:passwordsDiffer",
  });

export const resetRequestSchema = z.object({ email: emailField });

export const newPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmationPassword: z.string({ error: required }).min(1, { error: required, abort: true }),
  })
  .refine((v) => v.password === v.confirmationPassword, {
    path: ["confirmationPassword"],
    message: "validation:passwordsDiffer",
  });

/** Account names that would collide with the store's own sub-pages (/store/products …). */
export const reservedAccounts = ["products", "categories", "cards", "cart", "admin", "staff", "default"];

/** POST /api/auth/login: the email or username, the password, and the authenticator's code when two-factor is on. */
export const apiLoginSchema = z.object({
  email: z.string({ error: "validation:required" }).trim().min(1, "validation:required").max(254, "validation:tooLong"),
  password: passwordField,
  // The authenticator's code (or a recovery code) when the member turned two-factor on.
  otp: otpField.optional(),
});
