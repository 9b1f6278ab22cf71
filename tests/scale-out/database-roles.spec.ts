import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import postgres from "postgres";

import { demo } from "../support/demo";
import { startApp, type AppProcess } from "./support/app-process";

/**
 * Two database roles (decision 177) on the PostgreSQL server of TEST_DATABASE_URL: a database owned by
 * an owner role, the app role made by `npm run db:app-role`, the app started with both URLs. The app
 * migrates as the owner and serves as the app role, which cannot alter audit_log, switch its triggers
 * off, or change and delete its entries; `npm run audit:verify` finds the entry a superuser changed
 * (decision 178). A start whose app role owns a table stops with the reason.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const tag = `${process.pid}_${randomBytes(3).toString("hex")}`;
const names = { database: `roles_${tag}`, owner: `cct_owner_${tag}`, app: `cct_app_${tag}` };

function urlAs(role: string, password: string): string {
  const url = new URL(adminUrl);
  url.username = role;
  url.password = password;
  url.pathname = `/${names.database}`;
  return url.toString();
}
const ownerUrl = urlAs(names.owner, "owner-secret-1");
const appUrl = urlAs(names.app, "app-secret-1");
const superuserUrl = urlAs(new URL(adminUrl).username || "postgres", new URL(adminUrl).password);
const common = { TRUST_PROXY: "1", SESSION_SECRET: "roles-test-secret-0123456789ab", SEED_DEMO: "1" };

let app: AppProcess;
let client: APIRequestContext;

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** Runs `node <script>` with `env` (nothing inherited about databases); its exit code and output. */
function run(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env };
  for (const key of ["DATABASE_URL", "MIGRATION_DATABASE_URL", "TEST_DATABASE_URL", "DATA_DIR"]) delete inherited[key];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { env: { ...inherited, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function asRole<T>(url: string, work: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** The SQLSTATE a statement run as the app's role fails with (null: it ran). */
const refusal = (statement: string) =>
  asRole(appUrl, (sql) =>
    sql.unsafe(statement).then(
      () => null,
      (error: { code?: string }) => error.code ?? "?",
    ),
  );

let address = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${(address += 1)}` });

async function token(who: { email: string; password: string }): Promise<Record<string, string>> {
  const login = await client.post("/api/auth/login", { data: who, headers: from() });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).access_token}` };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await asRole(adminUrl, async (sql) => {
    await sql.unsafe(`create role "${names.owner}" login createrole password 'owner-secret-1'`);
    await sql.unsafe(`create database "${names.database}" owner "${names.owner}"`);
  });
  const made = await run("scripts/create-app-role.mjs", { DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl });
  expect(made.code, made.output).toBe(0);
  app = await startApp({ ...common, DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl });
  client = await playwrightRequest.newContext({ baseURL: app.url });
});

test.afterAll(async () => {
  await client?.dispose();
  await app?.stop();
  await asRole(adminUrl, async (sql) => {
    await sql.unsafe(`drop database if exists "${names.database}" with (force)`);
    await sql.unsafe(`drop role if exists "${names.app}"`);
    await sql.unsafe(`drop role if exists "${names.owner}"`);
  });
});

test("the app migrates as the owner and serves as its own role: money moves, lists change, the audit log grows", async () => {
  const tables = await asRole(superuserUrl, (sql) => sql`select distinct tableowner from pg_tables where schemaname = 'public'`);
  expect(tables.map((t) => t.tableowner)).toEqual([names.owner]);
  const serving = await asRole(
    superuserUrl,
    (sql) => sql`select distinct usename from pg_stat_activity where datname = current_database() and usename <> current_user`,
  );
  expect(serving.map((s) => s.usename)).toEqual([names.app]);

  const admin = await token(demo.admin);
  const member = await token(demo.member);
  const deposit = await client.post("/api/deposits", {
    headers: { ...member, "Idempotency-Key": randomUUID() },
    data: { coin: "USDT", amount: 8, tx_hash: `0x${randomBytes(16).toString("hex")}` },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const confirmed = await client.post(`/api/admin/deposits/${(await deposit.json()).id}/confirm`, { headers: admin });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  const withdrawal = await client.post("/api/withdrawals", {
    headers: { ...member, "Idempotency-Key": randomUUID() },
    data: { method: "usdt", amount: 20, address: "TAddr", password: demo.member.password },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(201);
  const rejected = await client.post(`/api/admin/withdrawals/${(await withdrawal.json()).id}/reject`, {
    headers: admin,
    data: { reason: "Roles test" },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  const current = (await (await client.get("/api/admin/categories")).json()) as { id: number; name: string }[];
  const saved = await client.post("/api/admin/categories/save", {
    headers: admin,
    data: { categories: [...current, { name: `Roles ${tag}` }] },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const audit = await client.get("/api/admin/audit", { headers: admin });
  expect(audit.status()).toBe(200);
  const actions = ((await audit.json()).data as { action: string }[]).map((e) => e.action);
  expect(actions.slice(0, 3)).toEqual(["categories.saved", "withdrawal.rejected", "deposit.confirmed"]);
  // The chain's whole walk, queued at start (none on record), runs as the app's role in the queue the
  // owner made (decision 276); the API then answers the chain checked.
  await expect
    .poll(async () => ((await (await client.get("/api/admin/audit", { headers: admin })).json()) as { chain: unknown }).chain)
    .toMatchObject({ state: "intact" });
  expect(app.output()).not.toMatch(/"level":"error"/);
});

test("the app's role cannot alter audit_log, switch its triggers off, or change, delete or empty its entries", async () => {
  const notOwner = "42501";
  expect(await refusal(`alter table audit_log disable trigger audit_log_no_update_or_delete`)).toBe(notOwner);
  expect(await refusal(`alter table audit_log disable trigger all`)).toBe(notOwner);
  expect(await refusal(`drop trigger audit_log_chain on audit_log`)).toBe(notOwner);
  expect(await refusal(`update audit_log set actor_account = 'nobody'`)).toBe(notOwner);
  expect(await refusal(`delete from audit_log`)).toBe(notOwner);
  expect(await refusal(`truncate audit_log`)).toBe(notOwner);
  expect(await refusal(`drop table audit_log`)).toBe(notOwner);
  expect(await refusal(`alter table users add column stray integer`)).toBe(notOwner);
  expect(
    await refusal(`create or replace function audit_log_hash(e audit_log) returns text language sql as $$ select e.hash $$`),
  ).toBe(notOwner);
  // What the app does, it may: read and append (the chain is the database's to write, whatever is sent).
  expect(await refusal(`select count(*) from audit_log`)).toBeNull();
  expect(
    await refusal(
      `insert into audit_log (action, target_type, target_id, prev_hash, hash) values ('settings.saved', 'roles-test', '1', 'forged', 'forged')`,
    ),
  ).toBeNull();
  const verified = await run("scripts/audit-verify.mjs", { DATABASE_URL: appUrl });
  expect(verified.code, verified.output).toBe(0);
  expect(verified.output).toContain('"msg":"audit chain intact"');
});

test("npm run audit:verify and the audit page name the entry a superuser changed", async () => {
  const [victim] = await asRole(superuserUrl, async (sql) => {
    const rows = await sql`select id from audit_log order by id desc offset 2 limit 1`;
    await sql.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`update audit_log set after = '{"status":"confirmed","cct":"1000000"}' where id = ${rows[0].id}`;
    });
    return rows.map((r) => Number(r.id));
  });
  const verified = await run("scripts/audit-verify.mjs", { DATABASE_URL: appUrl });
  expect(verified.code, verified.output).toBe(1);
  expect(verified.output).toContain(`"broken_at":${victim}`);

  // The back office's page, signed in through the login form (the context keeps the cookie).
  const browser = await playwrightRequest.newContext({ baseURL: app.url, extraHTTPHeaders: from() });
  try {
    const login = await browser.post("/login", {
      form: { email: demo.admin.email, password: demo.admin.password },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    // "Check now", the page's form (decisions 276, 279), queues the whole walk; the pages show its
    // finding once it has run.
    const check = await browser.post("/admin/audit", { form: {}, maxRedirects: 0 });
    expect([check.status(), check.headers().location]).toEqual([302, "/admin/audit"]);
    await expect.poll(async () => (await browser.get("/admin/audit")).text()).toContain(`Chain broken at entry #${victim}:`);
  } finally {
    await browser.dispose();
  }
});

test("a start whose app role owns a table stops and says why", async () => {
  await asRole(superuserUrl, async (sql) => {
    await sql.unsafe(`create table stray_${tag} (id integer)`);
    await sql.unsafe(`alter table stray_${tag} owner to "${names.app}"`);
  });
  const second = await startApp({ ...common, DATABASE_URL: appUrl, MIGRATION_DATABASE_URL: ownerUrl }, { listeners: 0 });
  const { code } = await second.exited;
  expect(code).toBe(1);
  const refused = second.lines().find((line) => line.level === "error")?.msg;
  expect(refused).toContain(`DATABASE_URL's role "${names.app}" owns (or may become the owner of) stray_${tag}`);
  await asRole(superuserUrl, (sql) => sql.unsafe(`drop table stray_${tag}`));
});
