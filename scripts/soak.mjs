// npm run soak [-- --seconds 60 --workers 16 --members 40 --kill-every 8 --port 3900 --keep]
//
// Concurrent transfers, withdrawals (cancelled, approved, rejected), CCT checkouts and order
// changes against the built app on a scratch PostgreSQL database, while the app is killed with
// SIGKILL and restarted every few seconds. Then the ledger invariants and stock conservation are
// checked in SQL. Prints a table; exits 1 on any violation or any 5xx answered while the app was up.
// Needs `npm run build` and PostgreSQL (SOAK_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// Not part of `npm test`: it is a stress run, bounded in time, against this machine only.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { hash } from "@node-rs/argon2";
import postgres from "postgres";

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    workers: { type: "string", default: "16" },
    members: { type: "string", default: "40" },
    "kill-every": { type: "string", default: "8" },
    port: { type: "string", default: "3900" },
    keep: { type: "boolean", default: false },
  },
});
const seconds = Number(flags.seconds);
const workers = Number(flags.workers);
const memberCount = Number(flags.members);
const killEvery = Number(flags["kill-every"]) * 1000;
const port = Number(flags.port);
const base = `http://127.0.0.1:${port}`;
const adminUrl = process.env.SOAK_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const password = "Soak#2026password";

if (!existsSync("build/server/index.js")) {
  console.error("Build the app first: npm run build");
  process.exit(2);
}

// ---- scratch database ----
const dbName = `soak_${randomBytes(4).toString("hex")}`;
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${dbName}"`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const sql = postgres(dbUrl.toString(), { max: 4, onnotice: () => {} });

// ---- the app, killed and restarted ----
let server;
let up = false;
async function start() {
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: dbUrl.toString(),
    SEED_DEMO: "1",
    TRUST_PROXY: "1",
    NODE_ENV: "development",
  };
  delete env.SMTP_URL;
  server = spawn(process.execPath, ["server.mjs"], {
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  server.stderr.on("data", (chunk) => (errors = (errors + chunk).slice(-2000)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/admin/categories`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the app did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  up = true;
}
async function kill() {
  up = false;
  server.kill("SIGKILL");
  await new Promise((r) => server.once("exit", r));
}

// ---- counts ----
const stats = new Map();
function count(op, outcome) {
  const row = stats.get(op) ?? { ok: 0, refused: 0, "5xx": 0, "no answer": 0 };
  row[outcome] += 1;
  stats.set(op, row);
}
const fiveHundreds = [];

async function call(op, path, { method = "POST", token, body, key, ip } = {}) {
  const wasUp = up;
  try {
    const headers = { "Content-Type": "application/json", "X-Forwarded-For": ip ?? "10.9.0.1" };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (key) headers["Idempotency-Key"] = key;
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (res.status >= 500) {
      // A request cut by the kill may come back as a 5xx from nothing but the kill: count those
      // only when the app was up before and after.
      if (wasUp && up) {
        count(op, "5xx");
        fiveHundreds.push(`${op} ${path} → ${res.status} ${text.slice(0, 200)}`);
      } else count(op, "no answer");
      return null;
    }
    count(op, res.status < 400 ? "ok" : "refused");
    return res.status < 400 ? JSON.parse(text || "null") : null;
  } catch {
    count(op, "no answer");
    // The app is restarting: wait a little instead of spinning.
    await new Promise((r) => setTimeout(r, 100));
    return null;
  }
}

try {
  await start();
  // ---- members, funded through the back office's adjustment form ----
  const passwordHash = await hash(password);
  const members = await sql`
    insert into users ${sql(
      Array.from({ length: memberCount }, (_, i) => ({
        name: `Soak Member ${i}`,
        email: `soak${i}@mail.test`,
        account: `soak${String(i).padStart(4, "0")}`,
        password_hash: passwordHash,
        email_verified_at: new Date(),
        ccm_address: `0xsoak${i}`,
      })),
    )} returning id, account, email`;
  const adminLogin = await fetch(`${base}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.9.9.9" },
    body: new URLSearchParams({ email: "admin@example.com", password: "Admin#2026pass" }),
    redirect: "manual",
  });
  const cookie = adminLogin.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  for (const m of members) {
    const res = await fetch(`${base}/admin/users/${m.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "X-Forwarded-For": "10.9.9.9" },
      body: new URLSearchParams({ direction: "credit", amount: "500", reason: "Soak funds", idempotencyKey: randomUUID() }),
      redirect: "manual",
    });
    if (res.status !== 302) throw new Error(`funding ${m.account}: ${res.status}`);
  }
  const tokenOf = async (email, pw, ip) =>
    (await call("login", "/api/auth/login", { body: { email, password: pw }, ip }))?.access_token;
  const tokens = [];
  for (const [i, m] of members.entries()) tokens.push(await tokenOf(m.email, password, `10.8.${i}.1`));
  const adminToken = await tokenOf("admin@example.com", "Admin#2026pass", "10.9.9.8");
  const products = (await call("setup", "/api/store/default/products?page=1", { method: "GET" }))?.data ?? [];
  const stockBefore = new Map((await sql`select id, quantity from products`).map((p) => [p.id, Number(p.quantity)]));
  const [{ max: lastOrderBefore }] = await sql`select coalesce(max(id), 0)::int as max from orders`;

  // ---- the load ----
  const deadline = Date.now() + seconds * 1000;
  const sentKeys = [];
  const withdrawalIds = [];
  const orderIds = [];
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const amount = (lo, hi) => Math.round((lo + Math.random() * (hi - lo)) * 100) / 100;

  async function worker(n) {
    while (Date.now() < deadline) {
      const i = Math.floor(Math.random() * members.length);
      const token = tokens[i];
      const ip = `10.7.${n}.${(i % 250) + 1}`;
      const roll = Math.random();
      if (roll < 0.35) {
        const replay = sentKeys.length > 0 && Math.random() < 0.1;
        const sent = replay
          ? pick(sentKeys)
          : {
              key: randomUUID(),
              token,
              body: {
                account: members[(i + 1 + Math.floor(Math.random() * (members.length - 1))) % members.length].account,
                amount: amount(0.01, 5),
                password,
              },
            };
        if (!replay) sentKeys.push(sent);
        await call("transfer", "/api/transfers", { token: sent.token, body: sent.body, key: sent.key, ip });
      } else if (roll < 0.55) {
        const w = await call("withdrawal", "/api/withdrawals", {
          token,
          key: randomUUID(),
          ip,
          body: { method: "usdt", amount: amount(10, 20), address: "TXYZ1234567890abcdefghijklmnopqrs", password },
        });
        if (w?.id) withdrawalIds.push({ id: w.id, token });
      } else if (roll < 0.7 && withdrawalIds.length > 0) {
        const w = withdrawalIds.splice(Math.floor(Math.random() * withdrawalIds.length), 1)[0];
        const choice = Math.random();
        if (choice < 0.34) await call("withdrawal cancel", `/api/withdrawals/${w.id}/cancel`, { token: w.token, ip });
        else if (choice < 0.67)
          await call("withdrawal approve", `/api/admin/withdrawals/${w.id}/approve`, {
            token: adminToken,
            ip,
            body: { tx_hash: `0x${randomBytes(20).toString("hex")}` },
          });
        else
          await call("withdrawal reject", `/api/admin/withdrawals/${w.id}/reject`, {
            token: adminToken,
            ip,
            body: { reason: "soak" },
          });
      } else if (roll < 0.88 && products.length > 0) {
        const cart = await call("cart", "/api/store/default/carts", { ip });
        if (!cart?.id) continue;
        await call("cart", `/api/carts/${cart.id}`, {
          ip,
          body: { op: "add", product_id: pick(products).id, quantity: 1 + Math.floor(Math.random() * 2) },
        });
        const order = await call("cct checkout", `/api/carts/${cart.id}/checkout`, {
          token,
          ip,
          body: {
            name: "Soak Buyer",
            phone: "0912345678",
            email: "buyer@mail.test",
            address: "1 Soak Street",
            receiving_area: "MN",
            payment_method: "cct",
            idempotency_key: randomUUID(),
            password,
          },
        });
        if (order?.id) orderIds.push(order.id);
      } else if (orderIds.length > 0) {
        const id = pick(orderIds);
        const to = pick(["confirmed", "rejected", "delivery", "completed", "canceled", "cant_contact"]);
        await call("order change", `/api/orders/${id}/status`, { token: adminToken, ip, body: { to } });
      }
    }
  }

  let kills = 0;
  const killer = (async () => {
    while (Date.now() + killEvery < deadline) {
      await new Promise((r) => setTimeout(r, killEvery));
      await kill();
      kills += 1;
      await start();
    }
  })();
  await Promise.all([...Array.from({ length: workers }, (_, n) => worker(n)), killer]);
  await kill();

  // ---- invariants ----
  const checks = [];
  const check = async (name, query) => {
    const [{ n }] = await query;
    checks.push({ invariant: name, violations: Number(n) });
  };
  await check(
    "sum of all balances is 0",
    sql`select (case when coalesce(sum(balance), 0) = 0 then 0 else 1 end) as n from accounts`,
  );
  await check(
    "no member below what is held",
    sql`select count(*) as n from accounts where kind = 'member' and (balance < 0 or balance - pending_debits < 0)`,
  );
  await check(
    "balances = posted transfers",
    sql`
    select count(*) as n from accounts a left join (
      select account_id, sum(delta) as total from (
        select debit_account_id as account_id, -amount as delta from transfers where status = 'posted'
        union all select credit_account_id, amount from transfers where status = 'posted') d group by account_id
    ) p on p.account_id = a.id where a.balance <> coalesce(p.total, 0)`,
  );
  await check(
    "held = pending transfers",
    sql`
    select count(*) as n from accounts a left join (
      select debit_account_id as account_id, sum(amount) as total from transfers where status = 'pending' group by debit_account_id
    ) p on p.account_id = a.id where a.pending_debits <> coalesce(p.total, 0)`,
  );
  await check(
    "one transfer per key",
    sql`select count(*) as n from (select idempotency_key from transfers group by idempotency_key having count(*) > 1) k`,
  );
  await check(
    "withdrawal statuses agree with their holds",
    sql`
    select count(*) as n from withdrawals w join transfers t on t.id = w.transfer_id
    where not ((w.status = 'pending' and t.status = 'pending') or (w.status = 'confirmed' and t.status = 'posted')
      or (w.status in ('rejected', 'cancelled') and t.status = 'voided'))`,
  );
  await check(
    "CCT order statuses agree with their holds",
    sql`
    select count(*) as n from orders o join transfers t on t.id = o.payment_transfer_id
    where not ((o.status = 'completed' and t.status = 'posted') or (o.status in ('canceled', 'rejected') and t.status = 'voided')
      or (o.status not in ('completed', 'canceled', 'rejected') and t.status = 'pending'))`,
  );
  await check(
    "deposit statuses agree with their transfers",
    sql`
    select count(*) as n from deposits d left join transfers t on t.id = d.transfer_id
    where (d.status = 'confirmed') <> (t.status is not distinct from 'posted')`,
  );
  const sold = new Map(
    (
      await sql`
      select l.product_id, sum(l.quantity)::int as q from order_lines l join orders o on o.id = l.order_id
      where o.id > ${lastOrderBefore} and o.status not in ('canceled', 'rejected') and l.product_id is not null group by l.product_id`
    ).map((r) => [r.product_id, r.q]),
  );
  const stockNow = await sql`select id, quantity from products`;
  const stockOff = stockNow.filter((p) => Number(p.quantity) + (sold.get(p.id) ?? 0) !== stockBefore.get(p.id)).length;
  checks.push({ invariant: "stock: before = now + sold", violations: stockOff });

  console.log(`\nsoak: ${seconds} s, ${workers} workers, ${memberCount} members, ${kills} kill -9 restarts\n`);
  console.table([...stats.entries()].map(([operation, row]) => ({ operation, ...row })));
  console.table(checks.map((c) => ({ ...c, result: c.violations === 0 ? "OK" : "VIOLATED" })));
  if (fiveHundreds.length > 0) console.log(`5xx answers while the app was up:\n${fiveHundreds.slice(0, 20).join("\n")}`);
  process.exitCode = checks.some((c) => c.violations > 0) || fiveHundreds.length > 0 ? 1 : 0;
} finally {
  if (up) await kill().catch(() => {});
  await sql.end({ timeout: 2 });
  if (!flags.keep) await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  else console.log(`database kept: ${dbUrl}`);
  await admin.end({ timeout: 2 });
}
