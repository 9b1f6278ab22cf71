import { z } from "zod";

import { drawnPath, typedName } from "../signature";

/** The contract page's one form: "sign" (who signs for which party is the server's to decide). */
export const signContractSchema = z.object({ intent: z.literal("sign") });

/** The /signature form and POST /api/signature: a drawing, or a typed name. */
export const signatureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("drawn"), path: drawnPath }),
  z.object({ kind: z.literal("typed"), name: typedName }),
]);
export type SignatureInput = z.infer<typeof signatureSchema>;
