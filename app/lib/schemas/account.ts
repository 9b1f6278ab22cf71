import { z } from "zod";

import { normalizePhone } from "../phone";
import { accountField, newPasswordField } from "./auth";
import { passwordField } from "./password";

const required = "validation:required";
const text = (max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, "validation:tooLong");

/** The Update Profile modal (specification §5): every field required, phone valid. */
export const profileSchema = z
  .object({
    name: text(100),
    address: text(255),
    ccm_address: text(128),
    account: accountField,
    phone_number: z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(32, "validation:tooLong"),
    phoneNumberRaw: z.string().trim().max(32).optional(),
  })
  .transform((value, ctx) => {
    const phone = normalizePhone(value.phone_number) ?? normalizePhone(value.phoneNumberRaw);
    if (!phone) {
      ctx.addIssue({ code: "custom", path: ["phone_number"], message: "validation:phone" });
      return z.NEVER;
    }
    return { ...value, phone_number: phone };
  });

export type ProfileInput = z.infer<typeof profileSchema>;

/** The change-password modal: current required; new at least 8; confirmation equal to new. */
export const changePasswordSchema = z
  .object({
    password: passwordField,
    newPassword: newPasswordField,
    confirmationPassword: z.string({ error: required }).min(1, { error: required, abort: true }),
  })
  .refine((v) => v.newPassword === v.confirmationPassword, {
    path: ["confirmationPassword"],
    message: "validation:passwordsDiffer",
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
