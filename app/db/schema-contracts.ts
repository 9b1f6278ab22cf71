// Signatures and signed sales contracts (issue 12).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { signatureKinds, type SignatureKind } from "../lib/signature";
import { createdAt } from "./schema-columns";
import { users } from "./schema-core";
import { orders } from "./schema-store";

export { signatureKinds, type SignatureKind };
export const contractParties = ["buyer", "seller"] as const;
export type ContractParty = (typeof contractParties)[number];

/**
 * A member's signatures: rows, never updated; the newest is the current one. `path` is SVG path
 * data the server wrote itself (a drawing's validated strokes, or a typed name's glyph outlines)
 * in a 600×200 box; `name` is the typed name.
 */
export const signatures = pgTable(
  "signatures",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: signatureKinds }).notNull(),
    path: text("path").notNull(),
    name: text("name"),
    createdAt: createdAt(),
  },
  (t) => [index("signatures_user_idx").on(t.userId, t.id), check("signatures_kind_check", sql`${t.kind} in ('drawn', 'typed')`)],
);

/**
 * One party's signature on an order's contract: who signed, for which party, with which signature
 * row, and the SHA-256 of the contract's canonical content (kept too) at that moment.
 */
export const contractSignatures = pgTable(
  "contract_signatures",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    party: text("party", { enum: contractParties }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    signatureId: integer("signature_id")
      .notNull()
      .references(() => signatures.id, { onDelete: "restrict" }),
    termsVersion: text("terms_version").notNull(),
    contentHash: text("content_hash").notNull(),
    content: text("content").notNull(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("contract_signatures_order_party_idx").on(t.orderId, t.party),
    check("contract_signatures_party_check", sql`${t.party} in ('buyer', 'seller')`),
    check("contract_signatures_hash_check", sql`${t.contentHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

export type Signature = typeof signatures.$inferSelect;
export type ContractSignature = typeof contractSignatures.$inferSelect;
