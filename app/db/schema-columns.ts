// Column shapes every schema file writes the same way.
import { bigint, timestamp } from "drizzle-orm/pg-core";

/** When the row was made: set by the database, never by the app's clock. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An amount in 10^-8 of a coin (the ledger's unit), read as a bigint so no digit is lost. */
export const units = (name: string) => bigint(name, { mode: "bigint" });
