import { z } from "zod";

import { drawnPath, typedName } from "../signature";

/** A ticked box posts "on"; unticked, the field is absent. */
const ticked = z.preprocess(
  (v) => v === "on" || v === "true" || v === true,
  z.literal(true, { error: "contracts:errors.agree" }),
);

/**
 * The contract page's one form: "sign", with "I have read and agree" ticked (decision 228). Who
 * signs for which party is the server's to decide.
 */
export const signContractSchema = z.object({ intent: z.literal("sign"), agree: ticked });

/** The /signature form and POST /api/signature: a drawing, or a typed name. */
export const signatureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("drawn"), path: drawnPath }),
  z.object({ kind: z.literal("typed"), name: typedName }),
]);
export type SignatureInput = z.infer<typeof signatureSchema>;
