import type { PGlite } from "@electric-sql/pglite";
import type postgres from "postgres";

/**
 * Raw SQL for the job queue (pg-boss's `db` adapter, decision 254) on either driver: several
 * statements in one text when there are no values, the rows of the last one.
 */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * pg-boss hands objects (a job's data) as they are, for `pg` to write as JSON; postgres.js and
 * PGlite are given the JSON text.
 */
function sqlValue(value: unknown): unknown {
  // `pg` writes undefined as null; postgres.js refuses it.
  if (value === undefined) return null;
  const plain = value !== null && typeof value === "object" && !(value instanceof Date) && !Array.isArray(value);
  return plain && !Buffer.isBuffer(value) ? JSON.stringify(value) : value;
}

export function postgresRunner(client: postgres.Sql): SqlRunner {
  return async (text, values) => {
    // pg-boss wraps its schema changes in BEGIN … COMMIT, one text: postgres.js runs a transaction
    // only on a connection set apart for it.
    if (/^\s*begin\b/i.test(text)) {
      const reserved = await client.reserve();
      try {
        await reserved.unsafe(text);
        return { rows: [] };
      } catch (error) {
        // A statement failed before COMMIT: the connection would go back to the pool inside the
        // failed transaction, and every later statement on it would be refused.
        await reserved.unsafe("rollback").catch(() => {});
        throw error;
      } finally {
        reserved.release();
      }
    }
    const result = (await client.unsafe(text, (values ?? []).map(sqlValue) as never[])) as unknown[];
    // Several statements (no values): one list of rows per statement; the last one's count.
    const rows = Array.isArray(result[0]) ? (result.at(-1) as unknown[]) : result;
    return { rows: rows as Record<string, unknown>[] };
  };
}

export function pgliteRunner(client: PGlite): SqlRunner {
  return async (text, values) => {
    if (values?.length) return client.query<Record<string, unknown>>(text, values.map(sqlValue));
    try {
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    } catch (error) {
      // As above: the one connection must not stay in a failed BEGIN … COMMIT.
      if (/^\s*begin\b/i.test(text)) await client.exec("rollback").catch(() => {});
      throw error;
    }
  };
}
