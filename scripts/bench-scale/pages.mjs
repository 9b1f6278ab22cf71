// What `npm run bench:scale` times on each size: every back-office list and its CSV, the overview
// with each chart range, the heavy member's dashboard, statement (first and last page), orders and
// store pages, and the JSON API's twins, as sequential requests (warm-up, then measured).

import { readFileSync } from "node:fs";

import { signIn } from "../sign-in.mjs";

const admin = { email: "admin@example.com", password: "Admin#2026pass" };
const member = { email: "member@example.com", password: "Member#2026pass" };

async function apiToken(base, who) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(who),
  });
  const body = await response.json();
  if (!body.access_token)
    throw new Error(`API login as ${who.email} answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return `Bearer ${body.access_token}`;
}

/**
 * The pages, each a label, a path and who asks. `deep` is the heavy member's statement's last page,
 * `storeDeep` the last page of its store's orders, `product` one of its products, `userId` its id.
 */
function targets({ deep, storeDeep, product, userId }) {
  const a = "admin";
  const m = "member";
  return [
    ["back office: overview, 7 days", "/admin?days=7", a],
    ["back office: overview, 30 days", "/admin?days=30", a],
    ["back office: overview, 90 days", "/admin?days=90", a],
    ["back office: users", "/admin/users", a],
    ["back office: users.csv", "/admin/users.csv", a],
    ["back office: a user (member01)", `/admin/users/${userId}`, a],
    ["back office: orders", "/admin/orders", a],
    ["back office: orders.csv", "/admin/orders.csv", a],
    // The Report's search (decision 277): a phone as typed, two orders at every size.
    ["back office: orders, search by phone", "/admin/orders?q=0901234567", a],
    ["back office: transactions", "/admin/transactions", a],
    ["back office: transactions.csv", "/admin/transactions.csv", a],
    ["back office: deposits", "/admin/deposite-ccm", a],
    ["back office: withdrawals", "/admin/withdraw", a],
    ["back office: audit log", "/admin/audit", a],
    ["back office: audit.csv", "/admin/audit.csv", a],
    // Deep numbered pages (decision 274): the middle and near the end of the longest lists at S2.
    ["back office: transactions, deep page 10,000", "/admin/transactions?page=10000", a],
    ["back office: transactions, deep page 19,000", "/admin/transactions?page=19000", a],
    ["back office: audit log, deep page 9,000", "/admin/audit?page=9000", a],
    ["back office: deposits, deep page 12,000", "/admin/deposite-ccm?page=12000", a],
    ["back office: withdrawals, deep page 8,000", "/admin/withdraw?page=8000", a],
    ["back office: orders, deep page 9,000", "/admin/orders?page=9000", a],
    // The pager's next link from deep in the list: ?page= with the cursor of the page before (lib/cursor.server.ts).
    [
      "back office: transactions, deep page by its link's cursor",
      `/admin/transactions?page=19000&cursor=${Buffer.from("a||50000").toString("base64url")}`,
      a,
    ],
    [
      "back office: deposits, deep page by its link's cursor",
      `/admin/deposite-ccm?page=12000&cursor=${Buffer.from("a||-40000").toString("base64url")}`,
      a,
    ],
    ["API: admin transactions, deep page 19,000", "/api/admin/transactions?page=19000", "adminApi"],
    ["API: admin audit, deep page 9,000", "/api/admin/audit?page=9000", "adminApi"],
    ["back office: cards", "/admin/cards", a],
    ["back office: cards.csv", "/admin/cards.csv", a],
    ["back office: stores", "/admin/shops", a],
    ["back office: system products", "/admin/products", a],
    ["back office: members' products", "/admin/user-products", a],
    ["back office: packages", "/admin/packages", a],
    ["member: dashboard", "/dashboard", m],
    ["member: statement, page 1", "/statement", m],
    [`member: statement, last page (${deep})`, `/statement?page=${deep}`, m],
    ["member: statement.csv", "/statement.csv", m],
    ["member: orders, bought and sold", "/user-orders", m],
    [`member: orders sold, last page (${storeDeep})`, `/user-orders?spage=${storeDeep}`, m],
    ["member: notifications", "/notifications", m],
    ["store (signed in): home", "/store/member01", m],
    ["store (signed in): products", "/store/member01/products", m],
    ["store (signed in): a product", `/store/member01/products/${product}`, m],
    ["store (signed in): system store products", "/store/default/products", m],
    ["API: admin overview, 90 days", "/api/admin/overview?days=90", "adminApi"],
    ["API: admin users", "/api/admin/users", "adminApi"],
    ["API: admin orders", "/api/admin/orders", "adminApi"],
    ["API: admin orders, search by phone", "/api/admin/orders?q=0901234567", "adminApi"],
    ["API: admin transactions", "/api/admin/transactions", "adminApi"],
    ["API: admin deposits", "/api/admin/deposits", "adminApi"],
    ["API: admin withdrawals", "/api/admin/withdrawals", "adminApi"],
    ["API: admin audit", "/api/admin/audit", "adminApi"],
    ["API: admin members' products", "/api/admin/user-products", "adminApi"],
    ["API: wallet", "/api/wallet", "memberApi"],
    ["API: transactions, page 1", "/api/transactions", "memberApi"],
    [`API: transactions, last page (${deep})`, `/api/transactions?page=${deep}`, "memberApi"],
    ["API: orders", "/api/orders", "memberApi"],
    ["API: orders sold", "/api/orders?as=seller", "memberApi"],
    ["API: notifications", "/api/notifications", "memberApi"],
    ["API: store products", "/api/store/member01/products", "memberApi"],
  ].map(([label, path, as]) => ({ label, path, as }));
}

/** Above this, the first warm-up request says the page is slow: one warm-up, `slowRuns` measured. */
const slowMs = 2000;
const slowRuns = 5;
const verySlowMs = 10_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** One request, its body read to the end; throws unless it answered 200. */
async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", headers, signal: AbortSignal.timeout(600_000) });
  const body = await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms, bytes: body.byteLength };
}

/**
 * A CSV export's wait as its reader feels it: the time until its first data row has arrived (the
 * header line goes out before any query runs, so the first byte alone would say nothing), then the
 * download is dropped, which stops the server's reading (the stream's cancel).
 */
async function firstRow(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", headers, signal: AbortSignal.timeout(600_000) });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const reader = response.body.getReader();
  let lines = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    for (const byte of value) if (byte === 10) lines++;
    if (lines >= 2) break;
  }
  const ms = performance.now() - started;
  await reader.cancel().catch(() => {});
  return { ms, bytes };
}

/** The resident memory of process `pid` in bytes (Linux), or undefined elsewhere. */
function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** A whole CSV download, with the app's resident memory sampled every 20 ms while it runs. */
async function wholeDownload(url, headers, pid) {
  const before = pid ? rssOf(pid) : undefined;
  let peak = before;
  const sampler = pid
    ? setInterval(() => {
        const now = rssOf(pid);
        if (now !== undefined && (peak === undefined || now > peak)) peak = now;
      }, 20)
    : undefined;
  try {
    const { ms, bytes } = await timed(url, headers);
    return { ms, bytes, rssBefore: before, rssPeak: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Signs in, then times every page: `warmup` requests, then `runs` measured, one after the other. */
export async function measurePages(base, facts, { warmup, runs, skip, say, appPid }) {
  const auth = {
    admin: { Cookie: await signIn(base, admin) },
    member: { Cookie: await signIn(base, member) },
    adminApi: { Authorization: await apiToken(base, admin) },
    memberApi: { Authorization: await apiToken(base, member) },
  };
  const results = [];
  for (const target of targets(facts)) {
    if (skip && skip.test(target.label)) continue;
    const url = `${base}${target.path}`;
    const headers = auth[target.as];
    try {
      if (target.path.includes(".csv")) {
        results.push(await measureCsv(url, headers, { warmup, runs, target, say, appPid }));
        continue;
      }
      // A page that takes seconds (a whole table as CSV at S2) is asked fewer times: the run must end.
      // One that takes over 10 s is timed by that first request alone.
      const first = await timed(url, headers);
      const slow = first.ms > slowMs;
      let bytes = first.bytes;
      for (let i = 1; i < (slow ? 1 : warmup); i++) bytes = (await timed(url, headers)).bytes;
      const times = first.ms > verySlowMs ? [first.ms] : [];
      const count = first.ms > verySlowMs ? 0 : slow ? Math.min(runs, slowRuns) : runs;
      for (let i = 0; i < count; i++) times.push((await timed(url, headers)).ms);
      times.sort((x, y) => x - y);
      const row = { ...target, median: percentile(times, 50), p95: percentile(times, 95), bytes, runs: times.length };
      results.push(row);
      say(
        `  ${target.label}: median ${row.median.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} kB` +
          (slow ? ` (slow: ${row.runs} measured)` : ""),
      );
    } catch (error) {
      results.push({ ...target, error: error.message });
      say(`  ${target.label}: FAILED ${error.message}`);
    }
  }
  return results;
}

const mb = (bytes) => (bytes === undefined ? "?" : (bytes / 1048576).toFixed(0));

/**
 * A CSV is timed by its first row (median and p95, as a page), then downloaded whole once, the
 * app's memory sampled meanwhile: the export must stream, not grow with the file.
 */
async function measureCsv(url, headers, { warmup, runs, target, say, appPid }) {
  for (let i = 0; i < warmup; i++) await firstRow(url, headers);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await firstRow(url, headers)).ms);
  times.sort((x, y) => x - y);
  const whole = await wholeDownload(url, headers, appPid);
  const row = {
    ...target,
    median: percentile(times, 50),
    p95: percentile(times, 95),
    runs: times.length,
    bytes: whole.bytes,
    wholeMs: whole.ms,
    rssBefore: whole.rssBefore,
    rssPeak: whole.rssPeak,
  };
  say(
    `  ${target.label}: first row median ${row.median.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms; ` +
      `whole ${(whole.ms / 1000).toFixed(1)} s, ${(whole.bytes / 1024).toFixed(0)} kB; ` +
      `app RSS ${mb(whole.rssBefore)} → peak ${mb(whole.rssPeak)} MB`,
  );
  return row;
}
