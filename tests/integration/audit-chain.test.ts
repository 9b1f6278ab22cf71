import { asc, count, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { db, queryObservers } from "~/db/client.server";
import { auditChainWalks, auditLog } from "~/db/schema";
import { audit, verifyAuditChain, type AuditChainState } from "~/domain/audit";
import { jobPending } from "~/infra/jobs.server";
import { ensureDatabase } from "~/seed/startup.server";
import { toastCookie, type Toast } from "~/utils/toast.server";

import { cookieFor, demo, tokenFor } from "../support/fixtures";
import { bearer, call, form } from "../support/route-harness";

/*
 * The audit log's hash chain (decision 178), on the database the suite runs on (PGlite, and
 * PostgreSQL with TEST_DATABASE_URL, where the writers below really run at once). Tampering goes
 * through the test's own connection, which owns the tables (one role): it may switch the
 * append-only trigger off, as an owner or a superuser could.
 */

beforeAll(ensureDatabase);

const write = (note: string) =>
  db.transaction((tx) =>
    audit(tx, { actor: null, action: "settings.saved", target: { type: "chain-test", id: note }, after: { note } }),
  );

async function total(): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(auditLog);
  return Number(n);
}

/** Runs `change` on audit_log with its append-only trigger off, as someone owning the table could. */
async function tamper(change: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`alter table audit_log disable trigger audit_log_no_update_or_delete`));
    await tx.execute(sql.raw(change));
    await tx.execute(sql.raw(`alter table audit_log enable trigger audit_log_no_update_or_delete`));
  });
}

/** The chain's state as GET /api/admin/audit answers it (the page's twin). */
async function chainApi(path = "/api/admin/audit") {
  const answer = await call(path, bearer(await tokenFor(demo.admin)));
  expect(answer.status).toBe(200);
  return answer.body.chain as unknown;
}

async function chainPage(path: string) {
  const page = await call(path, { headers: await cookieFor(demo.admin.account) });
  expect(page.status).toBe(200);
  return page.body as { chain: AuditChainState };
}

/**
 * The page's "Check now" as a browser sends it (decision 279): its form posted to the page's own URL,
 * answered with a redirect back to it, filters kept, and a toast saying what it found (its key).
 */
async function checkNow(path: string) {
  const answer = await call(path, form(await cookieFor(demo.admin.account), {}));
  expect([answer.status, answer.headers.get("Location")]).toEqual([302, path]);
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("toast="));
  const toast = (await toastCookie.parse(cookie?.split(";")[0] ?? null)) as Toast | null;
  expect(toast?.type).toBe("success");
  return toast?.message;
}

/** The newest whole walk on record (a walk "Check now" queued is stored once the job has run). */
async function lastWalkId() {
  const [walk] = await db.select({ id: auditChainWalks.id }).from(auditChainWalks).orderBy(desc(auditChainWalks.id)).limit(1);
  return walk?.id ?? 0;
}

/** Until the whole walk queued (by "Check now") has run: it is the background job's (decision 276). */
async function walkDone() {
  for (let waited = 0; await jobPending("audit-chain-walk"); waited += 50) {
    if (waited > 10_000) throw new Error("the audit chain's walk did not run within 10 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the audit log's hash chain", () => {
  it("answers 'not checked yet' at once while no whole walk is on record; the background job's walk is shown after", async () => {
    await db.delete(auditChainWalks);
    await write("unwalked");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, "unwalked"));
    // Broken on purpose: a page that walked the log would say so.
    await tamper(`update audit_log set actor_account = 'someone-else' where id = ${entry.id}`);
    const hashed: string[] = [];
    const observe = (text: string) => void (text.includes("audit_log_hash") && hashed.push(text));
    queryObservers.add(observe);
    try {
      expect(await chainPage("/admin/audit")).toMatchObject({ chain: { state: "unchecked", queued: false } });
      expect(await chainPage("/vi/admin/audit")).toMatchObject({ chain: { state: "unchecked", queued: false } });
      expect(await chainApi()).toEqual({ state: "unchecked", queued: false });
      // A GET changes nothing, whatever its query says (decision 279): the old "Check now" link queues nothing.
      expect(await chainPage("/admin/audit?chain=check")).toMatchObject({ chain: { state: "unchecked", queued: false } });
      expect(await chainApi("/api/admin/audit?chain=check")).toEqual({ state: "unchecked", queued: false });
      // A moderator's post is refused by the admin-only layout's middleware, as their GET is: nothing queued.
      const mod = await call("/admin/audit", form(await cookieFor(demo.mod.account), {}));
      expect([mod.status, mod.headers.get("Location")]).toEqual([302, "/admin/users"]);
      const viMod = await call("/vi/admin/audit?action=user.lock", form(await cookieFor(demo.mod.account), {}));
      expect([viMod.status, viMod.headers.get("Location")]).toEqual([302, "/vi/admin/users"]);
      expect(await jobPending("audit-chain-walk")).toBe(false);
      // None of these pages walked the log.
      expect(hashed).toEqual([]);
      // "Check now" (the form's POST) queues the whole walk; the job is woken at once, so it may walk
      // while the answer is still on its way.
      expect(await checkNow("/admin/audit")).toBe("admin:audit.chain.checkQueued");
      // The job walks, in the background.
      await walkDone();
      expect(hashed.length).toBeGreaterThan(0);
    } finally {
      queryObservers.delete(observe);
    }
    expect(await chainPage("/admin/audit")).toMatchObject({ chain: { state: "broken", brokenAt: entry.id, queued: false } });
    expect(await chainApi()).toEqual({ state: "broken", broken_at: entry.id, queued: false });

    // Put back, checked again: intact, counting every entry, with the walk's time.
    await tamper(`update audit_log set actor_account = null where id = ${entry.id}`);
    const walked = await lastWalkId();
    expect(await checkNow("/vi/admin/audit?action=settings.saved")).toBe("admin:audit.chain.checkedBroken");
    await walkDone();
    expect(await lastWalkId()).toBeGreaterThan(walked);
    const [walk] = await db.select().from(auditChainWalks).orderBy(desc(auditChainWalks.id)).limit(1);
    expect(walk).toMatchObject({ entries: await total(), brokenAt: null });
    expect(await chainPage("/admin/audit")).toEqual(
      expect.objectContaining({
        chain: { state: "intact", entries: await total(), walkedAt: walk.walkedAt.toISOString(), queued: false },
      }),
    );
    expect(await chainApi()).toEqual({
      state: "intact",
      entries: await total(),
      walked_at: walk.walkedAt.toISOString(),
      queued: false,
    });
  });

  it("chains the seeded trail and every entry written since, each onto the newest before it", async () => {
    await write("first");
    const check = await verifyAuditChain();
    expect(check).toMatchObject({ intact: true, entries: await total() });
    const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0].prevHash).toBeNull();
    rows.slice(1).forEach((row, i) => expect(row.prevHash).toBe(rows[i].hash));
    expect(rows.at(-1)!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(check.intact && check.head).toEqual({ id: rows.at(-1)!.id, hash: rows.at(-1)!.hash });
  });

  it("stays one chain when writers append at once, some of them rolled back", async () => {
    const before = await total();
    const rolledBack = new Error("rolled back on purpose");
    const writers = Array.from({ length: 24 }, (_, i) =>
      db.transaction(async (tx) => {
        await audit(tx, { actor: null, action: "settings.saved", target: { type: "chain-test", id: `many-${i}` } });
        // Work after the entry, while its transaction (and the chain's end) is still held.
        await tx.execute(sql`select pg_sleep(0.005)`);
        if (i % 5 === 0) throw rolledBack;
      }),
    );
    const settled = await Promise.allSettled(writers);
    expect(settled.filter((s) => s.status === "rejected").map((s) => (s as PromiseRejectedResult).reason)).toEqual(
      Array(5).fill(rolledBack),
    );
    expect(await total()).toBe(before + 19);
    expect(await verifyAuditChain(7)).toMatchObject({ intact: true, entries: before + 19 });
  });

  it("refuses an entry written under a snapshot older than READ COMMITTED's, which could fork the chain", async () => {
    const before = await total();
    const refused = await db
      .transaction((tx) => audit(tx, { actor: null, action: "settings.saved", target: { type: "chain-test", id: "rr" } }), {
        isolationLevel: "repeatable read",
      })
      .then(
        () => "written",
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toContain("audit_log entries are written under READ COMMITTED only");
    expect(await total()).toBe(before);
  });

  it("hashes a canonical form: the same record written with its keys in another order still checks", async () => {
    await write("keys");
    const [row] = await db.select().from(auditLog).where(eq(auditLog.targetId, "keys"));
    await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(`alter table audit_log disable trigger audit_log_no_update_or_delete`));
        await tx.execute(sql`update audit_log set after = ${JSON.stringify({ z: 1, a: 2 })}::jsonb where id = ${row.id}`);
        const [again] = await tx
          .select({ hash: sql<string>`audit_log_hash(${auditLog})` })
          .from(auditLog)
          .where(eq(auditLog.id, row.id));
        await tx.execute(sql`update audit_log set after = ${JSON.stringify({ a: 2, z: 1 })}::jsonb where id = ${row.id}`);
        const [reordered] = await tx
          .select({ hash: sql<string>`audit_log_hash(${auditLog})` })
          .from(auditLog)
          .where(eq(auditLog.id, row.id));
        expect(reordered.hash).toBe(again.hash);
        throw Object.assign(new Error("undo"), { undo: true });
      })
      .catch((error: { undo?: boolean }) => {
        if (!error.undo) throw error;
      });
    expect((await verifyAuditChain()).intact).toBe(true);
  });

  it("finds a changed entry at its id, a removed one at the entry after it; the page says so in both languages", async () => {
    await write("victim");
    await write("next");
    const [victim] = await db.select().from(auditLog).where(eq(auditLog.targetId, "victim"));
    const [next] = await db.select().from(auditLog).where(eq(auditLog.targetId, "next"));
    // "Check now" checks the entries written since the last check at once (decision 242): these two among
    // them; and it queues a whole walk, run in the background.
    const walked = await lastWalkId();
    expect(await checkNow("/admin/audit")).toBe("admin:audit.chain.checkedIntact");
    await walkDone();
    expect(await lastWalkId()).toBeGreaterThan(walked);

    await tamper(`update audit_log set actor_account = 'someone-else' where id = ${victim.id}`);
    expect(await verifyAuditChain()).toMatchObject({ intact: false, brokenAt: victim.id });
    expect(await verifyAuditChain(3)).toMatchObject({ intact: false, brokenAt: victim.id });
    // An entry the pages have checked already is found by the next whole walk: "Check now" queues it,
    // here through the API's twin.
    const twin = await call("/api/admin/audit/chain-check", { method: "POST", ...bearer(await tokenFor(demo.admin)) });
    expect([twin.status, twin.body]).toMatchObject([202, { chain: { state: "intact", queued: true } }]);
    await walkDone();
    expect(await chainPage("/admin/audit")).toMatchObject({ chain: { state: "broken", brokenAt: victim.id } });
    expect(await chainPage("/vi/admin/audit")).toMatchObject({ chain: { state: "broken", brokenAt: victim.id } });

    // Put back as it was: whole again.
    await tamper(`update audit_log set actor_account = null where id = ${victim.id}`);
    expect((await verifyAuditChain()).intact).toBe(true);

    // A hash recomputed for the changed content alone does not hide it: the next entry names the old one.
    await tamper(`update audit_log set ip = '192.0.2.1' where id = ${victim.id}`);
    await tamper(`update audit_log set hash = audit_log_hash(audit_log) where id = ${victim.id}`);
    expect(await verifyAuditChain()).toMatchObject({ intact: false, brokenAt: next.id });

    await tamper(`delete from audit_log where id = ${victim.id}`);
    expect(await verifyAuditChain()).toMatchObject({ intact: false, brokenAt: next.id });
  });

  it("takes the API's Check now from admins only, by POST alone", async () => {
    await walkDone();
    const path = "/api/admin/audit/chain-check";
    expect((await call(path, { method: "POST", ...bearer(await tokenFor(demo.mod)) })).status).toBe(403);
    expect((await call(path, { method: "POST", ...bearer(await tokenFor(demo.member)) })).status).toBe(403);
    expect((await call(path, { method: "POST" })).status).toBe(401);
    expect((await call(path, bearer(await tokenFor(demo.admin)))).status).toBe(405);
    expect(await jobPending("audit-chain-walk")).toBe(false);
  });
});
