// npm run bench:scale [-- --sizes S0,S1,S2 --keep --no-build --port 3310 --warmup 3 --runs 20 --skip REGEX
//                         --reuse DATABASE (one size: an existing, already loaded database, checked and timed again)]
//
// How the pages hold up as data grows (docs/performance.md, "As data grows"): for each size, a
// scratch PostgreSQL database gets the demo through the app's migrate-and-seed path (S0), multiplied
// in SQL (scripts/bench-scale/*.sql, INSERT … SELECT generate_series; S1 ten times the demo, S2 about
// 100,000 members and a million transfers); the ledger's invariants and the audit chain are checked on
// it; then the built app is started on it and every page of scripts/bench-scale/pages.mjs is timed with
// sequential requests (median and p95). Prints one table with each size and the largest ÷ the smallest,
// and writes bench/results/scale-latest.json.
//
// Needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres. The scratch
// databases (cct_scale_<size>_<pid>) are dropped at the end unless --keep; the app is stopped. Not part of `npm test`.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

import { databaseUrl, scaleUp, seedDemo, sizes, verify } from "./bench-scale/load.mjs";
import { measurePages } from "./bench-scale/pages.mjs";
import { parseFlags } from "./flags.mjs";
import { npmStartArgs } from "./start-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const flags = parseFlags(
  "bench:scale",
  "npm run bench:scale [-- --sizes S0,S1,S2 --keep --no-build --port 3310 --warmup 3 --runs 20 --skip REGEX --reuse DATABASE]",
  {
    sizes: { type: "string", default: "S0,S1,S2" },
    keep: { type: "boolean", default: false },
    build: { type: "boolean", default: true },
    port: { type: "string", default: "3310" },
    warmup: { type: "string", default: "3" },
    runs: { type: "string", default: "20" },
    reuse: { type: "string" },
    skip: { type: "string" },
  },
);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const chosen = flags.sizes.split(",").map((s) => s.trim().toUpperCase());
for (const size of chosen) if (!(size in sizes)) fail(`unknown size ${size} (${Object.keys(sizes).join(", ")})`);
const port = Number(flags.port);
const base = `http://127.0.0.1:${port}`;
const warmup = Number(flags.warmup);
const runs = Number(flags.runs);
const skip = flags.skip ? new RegExp(flags.skip, "i") : undefined;
if (flags.reuse && chosen.length !== 1) fail("--reuse DATABASE measures one size: name it with --sizes");

function fail(message) {
  console.error(`bench:scale: ${message}`);
  process.exit(2);
}
const say = (message) => console.log(`[scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const created = [];
let app;
const dataDir = mkdtempSync(path.join(tmpdir(), "cct-scale-"));

function stopApp() {
  if (!app) return Promise.resolve();
  const child = app;
  app = undefined;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, sleep(10_000)]).then(() => {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // gone
    }
  });
}

async function cleanup() {
  await stopApp();
  if (!flags.keep && created.length > 0) {
    const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
    for (const name of created.splice(0)) await sql.unsafe(`drop database if exists "${name}" with (force)`).catch(() => {});
    await sql.end({ timeout: 5 });
  }
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\nbench:scale: ${signal}, stopping the app and dropping the scratch databases…`);
    void cleanup().finally(() => process.exit(130));
  });
}

function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")}: exit ${code}`))));
  });
}

const startArgs = npmStartArgs(root);

/** The built app, one process, on `url`; resolves once it answers. */
async function startApp(url) {
  let log = "";
  // As `npm start` runs it, with its Node flags (package.json): the heap's limit and growth decide how
  // much garbage V8 lets an export leave (decisions 275 and 281).
  app = spawn(process.execPath, startArgs, {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|TEST_DATABASE_URL|S3_.*|SMTP_URL)$/.test(key)),
      ),
      NODE_ENV: "production",
      PORT: String(port),
      WEB_CONCURRENCY: "1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    },
  });
  // What the process does once on start, in the background: on a database with no audit walk on
  // record (a generated one) the whole chain's walk (500,000 rows at S2), the long lists' anchors
  // (decision 282), a ledger check, the sweep.
  // Timed beside them, the first pages measured the start-up, not their own cost: they are waited for.
  const started = { walkQueued: false, walked: false, anchored: false };
  const watch = (chunk) => {
    const text = String(chunk);
    log = (log + text).slice(-4000);
    if (text.includes('"msg":"audit chain walk queued')) started.walkQueued = true;
    if (text.includes('"msg":"audit chain walked"')) started.walked = true;
    const anchors = /"msg":"list anchors kept".*/.exec(text);
    if (anchors) {
      started.anchored = true;
      say(`anchors: ${anchors[0]}`);
    }
  };
  app.stdout.on("data", watch);
  app.stderr.on("data", watch);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/login`)).ok) break;
    } catch {
      // not yet
    }
    if (app.exitCode !== null) throw new Error(`the app exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`the app did not answer in time:\n${log}`);
    await sleep(300);
  }
  // Settled: the walk (when queued) and the anchors are done, and the database has run nothing for 3 s.
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const quietBy = Date.now() + 300_000;
  let quietFor = 0;
  try {
    while (Date.now() < quietBy && (quietFor < 6 || !started.anchored || (started.walkQueued && !started.walked))) {
      await sleep(500);
      const [{ busy }] = await sql`
        select count(*)::int as busy from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`;
      quietFor = busy === 0 ? quietFor + 1 : 0;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  say(quietFor >= 6 ? "the app's start-up work is done" : "the app's start-up work still runs after 300 s: timing anyway");
}

/** The heavy member's facts the pages need: its id, its last statement and store-orders pages, a product. */
async function heavyFacts(url) {
  const sql = postgres(url, { max: 1 });
  try {
    const [row] = await sql`
      select u.id as "userId",
        greatest(1, ceil((select count(*) from transfers t where t.debit_account_id = a.id or t.credit_account_id = a.id) / 20.0))::int as deep,
        greatest(1, ceil((select count(*) from orders o where o.store_id = u.id) / 20.0))::int as "storeDeep",
        (select id from products p where p.store_id = u.id and p.status = 'published' order by id limit 1) as product
      from users u join accounts a on a.user_id = u.id where u.email = 'member@example.com'`;
    return row;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  loadAverageAtStart: loadavg(),
  sizes: {},
};

async function main() {
  if (flags.build) {
    say("building the app (npm run build)…");
    await runToEnd("npm", ["run", "build"]);
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const size of chosen) {
    const name = flags.reuse ?? `cct_scale_${size.toLowerCase()}_${process.pid}`;
    const url = databaseUrl(adminUrl, name);
    const entry = { database: name };
    report.sizes[size] = entry;
    let started = performance.now();
    if (!flags.reuse) {
      await admin.unsafe(`create database "${name}"`);
      created.push(name);
      say(`${size}: the demo (migrations and seed) into ${name}…`);
      await seedDemo(url, dataDir);
      entry.seedSeconds = (performance.now() - started) / 1000;
    }
    if (sizes[size] && !flags.reuse) {
      say(`${size}: multiplying it in SQL…`);
      started = performance.now();
      entry.load = await scaleUp(url, sizes[size], say);
      entry.loadSeconds = (performance.now() - started) / 1000;
      say(`${size}: loaded in ${entry.loadSeconds.toFixed(0)} s`);
    }
    started = performance.now();
    entry.check = await verify(url);
    entry.check.seconds = (performance.now() - started) / 1000;
    say(`${size}: ${JSON.stringify(entry.check.counts)}`);
    if (!entry.check.holds) throw new Error(`${size}: the invariants do not hold: ${JSON.stringify(entry.check.invariants)}`);
    say(`${size}: ledger invariants, running balances and audit chain hold (checked in ${entry.check.seconds.toFixed(1)} s)`);
    await startApp(url);
    say(`${size}: timing the pages (${warmup} warm-up, ${runs} measured requests each)…`);
    entry.pages = await measurePages(base, await heavyFacts(url), { warmup, runs, skip, say, appPid: app.pid });
    await stopApp();
  }
  await admin.end({ timeout: 5 });
}

function printTable() {
  const done = chosen.filter((s) => report.sizes[s]?.pages);
  if (done.length === 0) return;
  const first = done[0];
  const last = done.at(-1);
  const fmt = (row) => (row ? (row.error ? "error" : `${row.median.toFixed(1)} / ${row.p95.toFixed(1)}`) : "—");
  const header = ["page", ...done.map((s) => `${s} median / p95 ms`), ...(done.length > 1 ? [`${last} ÷ ${first}`] : [])];
  const lines = report.sizes[first].pages.map((page, i) => {
    const rows = done.map((s) => report.sizes[s].pages[i]);
    const ratio = rows[0]?.median && rows.at(-1)?.median ? `${(rows.at(-1).median / rows[0].median).toFixed(1)}×` : "—";
    const label = page.label.replace(/ \(\d+\)$/, "") + (page.wholeMs !== undefined ? ", first row" : "");
    return [label, ...rows.map(fmt), ...(done.length > 1 ? [ratio] : [])];
  });
  report.table = { header, lines };
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const line of lines) console.log(`| ${line.join(" | ")} |`);
  for (const s of done) {
    const csvs = report.sizes[s].pages.filter((p) => p.wholeMs !== undefined);
    if (csvs.length === 0) continue;
    console.log(`\n${s}, each CSV downloaded whole once: time, size, the app's RSS before → peak (growth)`);
    for (const p of csvs) {
      const growth = p.rssPeak !== undefined && p.rssBefore !== undefined ? (p.rssPeak - p.rssBefore) / 1048576 : undefined;
      console.log(
        `- ${p.label}: ${(p.wholeMs / 1000).toFixed(1)} s, ${(p.bytes / 1048576).toFixed(1)} MB, ` +
          `${(p.rssBefore / 1048576).toFixed(0)} → ${(p.rssPeak / 1048576).toFixed(0)} MB (+${growth?.toFixed(0) ?? "?"} MB)`,
      );
    }
  }
  for (const s of done) {
    const e = report.sizes[s];
    console.log(
      `\n${s}: ${JSON.stringify(e.check.counts)}` +
        (e.seedSeconds ? `; seeded in ${e.seedSeconds.toFixed(0)} s` : `; ${e.database} reused`) +
        (e.loadSeconds ? `, multiplied in ${e.loadSeconds.toFixed(0)} s` : "") +
        `, checked in ${e.check.seconds.toFixed(1)} s`,
    );
  }
}

let failure;
try {
  await main();
} catch (error) {
  failure = error;
}
await cleanup();
printTable();
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/scale-latest.json"), JSON.stringify(report, null, 2));
console.log(
  `\nNode ${report.node} · ${report.cpus} CPUs · load average at start ${report.loadAverageAtStart.map((n) => n.toFixed(2)).join(" ")}`,
);
const errors = Object.values(report.sizes).flatMap((e) => (e.pages ?? []).filter((p) => p.error));
if (failure) {
  console.error(`\nbench:scale failed: ${failure.stack ?? failure}`);
  process.exit(1);
}
if (errors.length > 0) {
  console.error(`\nbench:scale: ${errors.length} page(s) failed: ${errors.map((p) => p.label).join(", ")}`);
  process.exit(1);
}
