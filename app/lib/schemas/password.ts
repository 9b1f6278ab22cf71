import { z } from "zod";

/** The specification's "password required" (§5): an empty password field says so in those words. */
export const passwordRequired = "validation:passwordRequired";

/** The current password a sign-in, a spend or a change of settings asks for. */
export const passwordField = z
  .string({ error: passwordRequired })
  .min(1, { error: passwordRequired, abort: true })
  .max(128, "validation:tooLong");
