import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { afterAll, describe, expect, it } from "vitest";

import { db, dbDriver } from "~/db/client.server";
import { verifyAuditChain } from "~/domain/audit";
import { ensureDatabase } from "~/seed/startup.server";

/*
 * A database that had audit entries before the hash chain existed (decision 178): the migration
 * chains them in id order, and the entries written afterwards continue that chain.
 */

const folder = path.resolve("drizzle");
const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string; when: number }[];
};
const chainAdded = journal.entries.find((e) => e.tag.endsWith("_audit_hash_columns"))!;
// The migrations before the chain's, as a database made by an earlier version has them.
const earlier = mkdtempSync(path.join(tmpdir(), "migrations-"));
cpSync(folder, earlier, { recursive: true });
writeFileSync(
  path.join(earlier, "meta/_journal.json"),
  JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.when < chainAdded.when) }),
);
afterAll(() => rmSync(earlier, { recursive: true, force: true }));

describe("the migration that adds the hash chain", () => {
  it("chains the entries already there, and new entries follow on", async () => {
    const config = { migrationsFolder: earlier };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrators take their own driver's database
    await (dbDriver === "pglite" ? migratePglite(db as any, config) : migratePostgres(db as any, config));
    await db.execute(sql`
      insert into audit_log (actor_account, action, target_type, target_id, before, after, ip, created_at)
      select 'admin01', 'deposit.confirmed', 'deposit', g::text, '{"status": "pending"}'::jsonb,
        jsonb_build_object('status', 'confirmed', 'member', g, 'note', 'đã xác nhận'), '203.0.113.9',
        timestamptz '2026-01-01 00:00:00.123456+00' + g * interval '1 minute'
      from generate_series(1, 25) g`);

    await ensureDatabase();
    const migrated = await verifyAuditChain(10);
    expect(migrated).toMatchObject({ intact: true });
    expect(migrated.entries).toBeGreaterThanOrEqual(25);

    await db.execute(sql`insert into audit_log (action, target_type, target_id) values ('settings.saved', 'settings', 'wallet')`);
    expect(await verifyAuditChain()).toMatchObject({ intact: true, entries: migrated.entries + 1 });
  });
});
