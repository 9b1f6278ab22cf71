import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import postgres from "postgres";

import { expect, test } from "../e2e/support/fixtures";
import { credit, freshMember, type Member } from "./support/members";
import { apiToken, pageClient } from "./support/sessions";
import { launchServer, type SpawnedServer } from "./support/spawn-server";

const newContext = (options: Parameters<typeof playwrightRequest.newContext>[0]) => playwrightRequest.newContext(options);

// npm run db:backup while the app runs on a seeded database (orders, transfers, the seed's
// pictures), npm run db:restore into a new one, the app started on that: the ledger's invariants
// hold, the figures are the original's, the pages and pictures are there (decision 251).
const port = Number(process.env.E2E_PORT ?? 3100) + 10;
const pgUrl = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: "serial" });

function npm(script: string, args: string[], env: Record<string, string>) {
  return spawnSync("npm", ["run", "--silent", script, "--", ...args], { env, encoding: "utf-8" });
}

/** What must survive the round trip: the ledger's figures, how many orders and transfers. */
async function figures(url: string, worker: number) {
  const admin: APIRequestContext = await pageClient(url, "admin", worker);
  const headers = { Authorization: `Bearer ${await apiToken(admin, "admin")}` };
  const get = async (p: string) => (await admin.get(p, { headers })).json();
  // "Check now": the full invariant check, run on this database and stored.
  const checked = await admin.post("/admin", { form: {}, maxRedirects: 0 });
  expect(checked.status()).toBe(302);
  const { ledger } = await get("/api/admin/overview");
  const orders = (await get("/api/admin/orders")).meta.total as number;
  const transfers = (await get("/api/admin/transactions")).meta.total as number;
  await admin.dispose();
  const { balanced, checked_at: checkedAt, ...amounts } = ledger;
  return { balanced, checkedAt: Date.parse(checkedAt), amounts, orders, transfers };
}

/** A store page and one of its pictures, as a visitor gets them. */
async function storePageAndPicture(request: APIRequestContext, url: string) {
  const page = await request.get(`${url}/store/member01`);
  expect(page.status()).toBe(200);
  const picture = /src="(\/media\/[^"]+)"/.exec(await page.text())?.[1];
  expect(picture).toBeTruthy();
  const image = await request.get(`${url}${picture}`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
}

/** Where the app the suite runs keeps its embedded database (playwright.config.ts). */
const suiteDataDir = path.resolve("test-results", `e2e-data-${process.env.E2E_RUN_ID}`);
const smtpUrl = `smtp://127.0.0.1:${Number(process.env.E2E_SMTP_PORT ?? 2526)}`;

async function startServer(port: number, env: Record<string, string>, dataDir?: string) {
  const server = launchServer(port, env, dataDir);
  // A fresh database is migrated and seeded first: slow on a busy machine.
  await server.serving(150_000);
  return server;
}

/**
 * Backs up the database of the app running at `source.url` (`source.env` configures it) after a
 * member of this test was credited, restores it as `target` configures, starts the app on that.
 */
async function roundTrip(
  request: APIRequestContext,
  worker: number,
  source: { url: string; env: Record<string, string> },
  target: Record<string, string>,
) {
  const backup = mkdtempSync(path.join(tmpdir(), "cct-backup-"));
  const targetDir = mkdtempSync(path.join(tmpdir(), "cct-restored-"));
  let restored: SpawnedServer | undefined;
  try {
    const admin = await pageClient(source.url, "admin", worker);
    const member = await freshMember(
      (address) => newContext({ baseURL: source.url, extraHTTPHeaders: { "X-Forwarded-For": address } }),
      "bk",
    );
    await credit(admin, member, 25);
    const before = await figures(source.url, worker);
    expect(before.orders).toBeGreaterThan(0);
    expect(before.transfers).toBeGreaterThan(0);

    // While the app runs (the embedded database: through the running server's door).
    const made = npm("db:backup", ["--to", backup], { ...process.env, DATABASE_URL: "", ...source.env } as Record<
      string,
      string
    >);
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain(source.env.DATABASE_URL ? '"from":"pg_dump"' : '"from":"running server"');
    expect(existsSync(path.join(backup, "manifest.json"))).toBe(true);

    const targetEnv = { ...process.env, DATA_DIR: targetDir, DATABASE_URL: "", ...target } as Record<string, string>;
    const restoredRun = npm("db:restore", [backup], targetEnv);
    expect(restoredRun.status, restoredRun.stderr).toBe(0);
    // The database now holds the backup: a second restore is refused without --force.
    const again = npm("db:restore", [backup], targetEnv);
    expect(again.status).toBe(2);
    expect(again.stderr).toContain("--force");

    restored = await startServer(port + 1, target, targetDir);
    const after = await figures(restored.url, worker);
    expect(after.balanced).toBe(true);
    expect(after.checkedAt).toBeGreaterThan(before.checkedAt);
    // Everything up to the backup is there (the suite's other specs may have added more since).
    expect(after.orders).toBeGreaterThanOrEqual(before.orders);
    expect(after.transfers).toBeGreaterThanOrEqual(before.transfers);
    const wallet = await request.get(`${restored.url}/api/wallet`, {
      headers: { Authorization: `Bearer ${await loginToken(request, restored.url, member)}` },
    });
    expect((await wallet.json()).balance).toBe(25);
    await storePageAndPicture(request, restored.url);
    if (!target.DATABASE_URL) {
      // The embedded database is one process's: never replaced under a running app, --force or not.
      const busy = npm("db:restore", [backup, "--force"], targetEnv);
      expect(busy.status).toBe(2);
      expect(busy.stderr).toContain("stop it first");
    }
  } finally {
    await restored?.stop();
    rmSync(backup, { recursive: true, force: true });
    rmSync(targetDir, { recursive: true, force: true });
  }
}

async function loginToken(request: APIRequestContext, url: string, member: Member): Promise<string> {
  const login = await request.post(`${url}/api/auth/login`, {
    data: { email: member.email, password: member.password },
    headers: { "X-Forwarded-For": "172.31.9.9" },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).access_token;
}

test("the embedded database and its pictures, backed up while the app runs, restore into a new folder", async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await roundTrip(request, testInfo.workerIndex, { url: baseURL!, env: { DATA_DIR: suiteDataDir } }, {});
});

// Only a run with a PostgreSQL server to make databases on has this half: defined then, never
// reported as skipped otherwise (scripts/test.sh sets TEST_DATABASE_URL when one answers).
if (pgUrl)
  test("a PostgreSQL database, backed up with pg_dump while the app runs, restores into a new database", async ({
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
    const suffix = randomBytes(4).toString("hex");
    const names = [`cct_backup_from_${suffix}`, `cct_backup_to_${suffix}`];
    const urlOf = (name: string) => Object.assign(new URL(pgUrl), { pathname: `/${name}` }).toString();
    let source: SpawnedServer | undefined;
    try {
      for (const name of names) await admin.unsafe(`create database ${name}`);
      source = await startServer(port, { DATABASE_URL: urlOf(names[0]), SMTP_URL: smtpUrl });
      await roundTrip(request, testInfo.workerIndex, source, { DATABASE_URL: urlOf(names[1]) });
    } finally {
      await source?.stop();
      for (const name of names) await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
