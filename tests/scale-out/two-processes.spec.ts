import { createServer } from "node:net";
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import postgres from "postgres";

import { demo } from "../support/demo";
import { alive, getOnce, scratchDatabase, startApp, type AppProcess } from "./support/app-process";

/**
 * Scale-out (docs/decisions/114, 115): app processes on one PostgreSQL database share sessions,
 * rate limits and what they keep in memory. Two independent processes (as on two machines behind
 * a load balancer), then one cluster of two workers (WEB_CONCURRENCY=2), each on a scratch
 * database of the server at TEST_DATABASE_URL (this project only exists when it is set).
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
let database: Awaited<ReturnType<typeof scratchDatabase>>;
let a: AppProcess;
let b: AppProcess;
let clientA: APIRequestContext;
let clientB: APIRequestContext;

const lostLine = "change notifications lost: in-memory caches off until listening again";
const backLine = "change notifications heard again";

const common = { TRUST_PROXY: "1", SESSION_SECRET: "scale-out-test-secret-0123456789", SEED_DEMO: "1" };

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

/** The cookies an answer sets, as a Cookie header. */
function cookiesOf(answer: APIResponse): string {
  return answer
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value.split(";")[0])
    .join("; ");
}

let address = 0;
/** A client address of its own for each use: the per-address limits of one test do not touch another's. */
function freshAddress(): string {
  address += 1;
  return `198.51.100.${address}`;
}

/** The demo member signed in through `client`'s login form: the session's Cookie header. */
async function memberSignedIn(client: APIRequestContext): Promise<string> {
  const login = await client.post("/login", {
    form: { email: demo.member.email, password: demo.member.password },
    headers: { "X-Forwarded-For": freshAddress() },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  const cookie = cookiesOf(login);
  expect(cookie).not.toBe("");
  return cookie;
}

async function apiToken(client: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await client.post("/api/auth/login", { data: who, headers: { "X-Forwarded-For": freshAddress() } });
  expect(login.status()).toBe(200);
  return (await login.json()).access_token as string;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await scratchDatabase(adminUrl);
  // Both start at once on the empty database: one migrates and seeds under the start-up lock,
  // the other waits for it and finds the work done (a race would fail on a unique key).
  const started = await Promise.allSettled([
    startApp({ ...common, DATABASE_URL: database.url }),
    startApp({ ...common, DATABASE_URL: database.url }),
  ]);
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    // Leave no process behind: the one that did start is stopped too.
    await Promise.all(started.map((s) => (s.status === "fulfilled" ? s.value.stop("SIGKILL") : null)));
    throw failed.reason;
  }
  [a, b] = started.map((s) => (s as PromiseFulfilledResult<AppProcess>).value);
  clientA = await playwrightRequest.newContext({ baseURL: a.url });
  clientB = await playwrightRequest.newContext({ baseURL: b.url });
});

test.afterAll(async () => {
  await clientA?.dispose();
  await clientB?.dispose();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

test("two processes started together on an empty database both serve it, seeded once", async () => {
  expect(a.pid).not.toBe(b.pid);
  for (const client of [clientA, clientB]) {
    const check = await client.get(`/api/users/check-account?account=${demo.admin.account}`);
    expect(check.status()).toBe(200);
  }
  expect(a.output() + b.output()).not.toMatch(/"level":"error"/);
});

test("a session made on one process is honoured on the other, and ended everywhere by a logout on either", async () => {
  const cookie = await memberSignedIn(clientA);

  const onB = await clientB.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(onB.status()).toBe(200);
  expect(await onB.text()).toContain(demo.member.account);
  // Without the cookie, B sends the visitor to the login page: the 200 was the session's doing.
  const anonymous = await clientB.get("/dashboard", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/login");

  const logout = await clientB.post("/logout", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  const afterLogout = await clientA.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
  expect(afterLogout.status()).toBe(302);
  expect(afterLogout.headers().location).toContain("/login");
});

test("failed logins counted on one process are refused by the other once over the limit", async () => {
  // The login limit: 10 failures per client address and per login name in 15 minutes.
  const from = { "X-Forwarded-For": freshAddress() };
  const wrong = { email: `nobody-${Date.now()}@example.com`, password: "wrong-password-1" };
  for (let i = 0; i < 10; i += 1) {
    const attempt = await clientA.post("/api/auth/login", { data: wrong, headers: from });
    expect(attempt.status(), `attempt ${i + 1} on A`).toBe(401);
  }
  const onB = await clientB.post("/api/auth/login", { data: wrong, headers: from });
  expect(onB.status()).toBe(429);
  expect((await onB.json()).message).toMatch(/too many/i);
  // The right password of a real member from that address is refused too: the address is over.
  const real = await clientB.post("/api/auth/login", { data: demo.member2, headers: from });
  expect(real.status()).toBe(429);
});

async function categories(client: APIRequestContext): Promise<{ id: number; name: string }[]> {
  const answer = await client.get("/api/admin/categories");
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** Renames the first category and adds one through `saver`; `reader` must serve the new list at once. */
async function saveAndRead(saver: APIRequestContext, reader: APIRequestContext, tag: string): Promise<void> {
  const token = await apiToken(saver, demo.admin);
  await categories(reader); // the reader's memory holds the current list
  const current = await categories(saver);
  const renamed = `Renamed on ${tag} ${Date.now()}`;
  const added = `Added on ${tag} ${Date.now()}`;
  const save = await saver.post("/api/admin/categories/save", {
    headers: { Authorization: `Bearer ${token}` },
    data: { categories: [{ id: current[0].id, name: renamed }, ...current.slice(1), { name: added }] },
  });
  expect(save.status()).toBe(200);
  const seen = (await categories(reader)).map((c) => c.name);
  expect(seen).toContain(renamed);
  expect(seen).toContain(added);
  expect(seen).not.toContain(current[0].name);
}

test("a category saved on one process is served by the other at once, in both directions", async () => {
  // B reads (and keeps) the list first.
  const before = await categories(clientB);
  expect(await categories(clientB)).toEqual(before);
  expect(before.length).toBeGreaterThan(0);

  await saveAndRead(clientA, clientB, "A");
  await saveAndRead(clientB, clientA, "B");
  // Each save waited for both processes' acknowledgements, not for the time limit.
  expect(a.output() + b.output()).not.toContain("not acknowledged");
});

test("a product changed on one process is shown at once by the other's store reads, kept or not", async () => {
  const token = await apiToken(clientA, demo.admin);
  const auth = { Authorization: `Bearer ${token}` };
  const fields = {
    name: `Kept reads ${Date.now()}`,
    price: "12.50",
    vnd_to_pay: "300000",
    ccm_to_pay: "1.5",
    discount_percentage: 0,
    quantity: 5,
    published: true,
  };
  const created = await clientA.post("/api/admin/products", { headers: auth, data: fields });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // An identified caller is never served a kept answer: B renders it from its own kept reads (decision 157).
  const nameOnB = async () => {
    const answer = await clientB.get(`/api/store/default/products/${id}`, { headers: auth });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-page-cache"]).toBeUndefined();
    return ((await answer.json()) as { name: string }).name;
  };
  expect(await nameOnB()).toBe(fields.name);
  expect(await nameOnB()).toBe(fields.name);

  const renamed = `${fields.name} renamed`;
  const patched = await clientA.patch(`/api/admin/products/${id}`, { headers: auth, data: { ...fields, name: renamed } });
  expect(patched.status(), await patched.text()).toBe(200);
  expect(await nameOnB()).toBe(renamed);
});

/** How many documents a process answered from its render cache (decision 278), from its /metrics. */
async function keptRenders(client: APIRequestContext): Promise<number> {
  const text = await (await client.get("/metrics")).text();
  return Number(/^cct_document_renders_total\{outcome="kept"\} (\d+)$/m.exec(text)?.[1] ?? 0);
}

test("a dashboard kept by one process shows at once a balance changed through the other", async () => {
  const cookie = await memberSignedIn(clientA);
  const balanceOnA = async () => {
    const page = await clientA.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    // Each answer has its own nonce, kept or rendered.
    const nonce = /'nonce-([^']+)'/.exec(page.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`nonce="${nonce}"`);
    return /data-testid="header-balance"[^>]*>([^<]+)</.exec(html)?.[1];
  };
  const before = await balanceOnA();
  const kept = await keptRenders(clientA);
  expect(await balanceOnA()).toBe(before);
  expect(await keptRenders(clientA)).toBe(kept + 1);

  const member = { Authorization: `Bearer ${await apiToken(clientB, demo.member)}` };
  // This file's database is its own: the demo member's balance is this test's to move.
  const transfer = await clientB.post("/api/transfers", {
    headers: { ...member, "Idempotency-Key": `kept-${Date.now()}` },
    data: { account: demo.member2.account, amount: 2.5, password: demo.member.password },
  });
  expect(transfer.status(), await transfer.text()).toBe(201);
  const after = await balanceOnA();
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  expect(await keptRenders(clientA)).toBe(kept + 1);
});

test("a process whose notification connection drops reads the database meanwhile, and listens again", async () => {
  await categories(clientB); // B keeps the list
  // Cut both processes' listening connections, as a database restart or a network cut would.
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const cut = await sql`select pg_terminate_backend(pid) as done from pg_stat_activity
      where datname = current_database() and query = 'listen "cct_changes"'`;
    expect(cut.length).toBe(2);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const said = (app: AppProcess, msg: string) => app.lines().filter((l) => l.msg === msg).length;
  await expect.poll(() => [said(a, lostLine), said(b, lostLine)]).toEqual([1, 1]);
  // Deaf, B serves from the database: the save on A (which nobody hears) is seen at once.
  await saveAndRead(clientA, clientB, "A, deaf");
  // Within a second or two both listen again, and B's memory works (and is kept right) again.
  await expect.poll(() => [said(a, backLine), said(b, backLine)], { timeout: 15_000 }).toEqual([1, 1]);
  await saveAndRead(clientA, clientB, "A, again");
  expect(a.output() + b.output()).not.toContain("not acknowledged");
});

test("WEB_CONCURRENCY=2 serves from two workers, replaces a worker that dies, and stops cleanly on SIGTERM", async () => {
  const cluster = await startApp({ ...common, DATABASE_URL: database.url, WEB_CONCURRENCY: "2" }, { listeners: 2 });
  try {
    const workers = cluster.listeners();
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(cluster.pid);

    // New connections go round the workers: the request log shows both answering.
    for (let i = 0; i < 6; i += 1) expect(await getOnce(`${cluster.url}/api/admin/categories`)).toBe(200);
    await expect
      .poll(
        () =>
          new Set(
            cluster
              .lines()
              .filter((l) => l.msg === "request")
              .map((l) => l.pid),
          ),
      )
      .toEqual(new Set(workers));
    // /metrics sums the workers (the primary asks each): all six answers are counted, whichever
    // worker answers the scrape.
    for (let i = 0; i < 2; i += 1) {
      const metrics = await (await fetch(`${cluster.url}/metrics`)).text();
      const counted =
        /^http_requests_total\{route="routes\/api\/admin\.categories",method="GET",status_class="2xx"\} (\d+)$/m.exec(metrics);
      expect(Number(counted?.[1]), metrics.slice(0, 2_000)).toBe(6);
    }

    // A worker killed outright is replaced; the port keeps answering.
    process.kill(workers[0], "SIGKILL");
    const replaced = await cluster.waitForListeners(3);
    const newcomer = replaced[2];
    expect(workers).not.toContain(newcomer);
    expect(cluster.lines().some((l) => l.msg === "worker died, starting another" && l.worker_pid === workers[0])).toBe(true);
    for (let i = 0; i < 4; i += 1) expect(await getOnce(`${cluster.url}/`)).toBe(200);

    const exit = await cluster.stop("SIGTERM");
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of [workers[1], newcomer]) expect(alive(pid), `worker ${pid}`).toBe(false);
    expect(
      cluster
        .lines()
        .filter((l) => l.msg === "shutting down")
        .map((l) => l.pid)
        .sort(),
    ).toEqual([workers[1], newcomer].sort());
  } finally {
    await cluster.stop("SIGKILL");
  }
});

test("a cluster's worker that cannot listen (the port taken) exits with 1, and the primary starts another", async () => {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, resolve));
  const taken = (holder.address() as { port: number }).port;
  const cluster = await startApp(
    { ...common, DATABASE_URL: database.url, WEB_CONCURRENCY: "2", PORT: String(taken) },
    { listeners: 0 },
  );
  try {
    const refusals = () => cluster.lines().filter((l) => l.msg.startsWith("cannot listen"));
    await expect.poll(() => refusals().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    for (const refusal of refusals()) expect(refusal).toMatchObject({ level: "error", port: taken, code: "EADDRINUSE" });
    // Each such worker is gone, with exit code 1, and replaced (ever more slowly while it keeps failing).
    const failed = refusals().map((l) => l.pid);
    await expect
      .poll(() =>
        cluster
          .lines()
          .filter((l) => l.msg === "worker died, starting another" && failed.includes(l.worker_pid as number))
          .map((l) => [l.worker_pid, l.code]),
      )
      .toEqual(expect.arrayContaining(failed.map((pid) => [pid, 1])));
    for (const pid of failed) expect(alive(pid), `worker ${pid}`).toBe(false);
    expect(cluster.listeners()).toEqual([]);
  } finally {
    await cluster.stop("SIGKILL");
    holder.close();
  }
});

test("WEB_CONCURRENCY above 1 without DATABASE_URL is refused: the embedded database is one process's", async () => {
  const refused = await startApp({ ...common, WEB_CONCURRENCY: "2", DATA_DIR: "memory://" }, { listeners: 0 });
  const exit = await refused.exited;
  expect(exit.code).toBe(1);
  expect(refused.output()).toContain("WEB_CONCURRENCY=2 needs DATABASE_URL");
  expect(refused.listeners()).toEqual([]);
});

test("a cluster whose database cannot be prepared exits with 1 and starts no worker", async () => {
  const missing = new URL(database.url);
  missing.pathname = `${missing.pathname}_missing`;
  const failed = await startApp({ ...common, WEB_CONCURRENCY: "2", DATABASE_URL: missing.toString() }, { listeners: 0 });
  expect((await failed.exited).code).toBe(1);
  expect(failed.output()).toContain("database preparation failed");
  expect(failed.listeners()).toEqual([]);
});
