// npm run bench [-- --no-build --quick --duration 8 --warmup 3 --rounds 2 --connections 10 --port 3300
//                   --store default --pages dashboard,storeMember --no-workers --lighthouse-runs 1
//                   --no-lighthouse --no-ledger --check]
//
// The performance figures of docs/performance.md, measured side by side in one run on this machine:
// the built app (as `npm start` runs it, production mode, demo data, on a scratch PostgreSQL database)
// beside the bare React Router floor app (bench/floor), loaded in turn with autocannon in
// interleaved rounds; the first-load JavaScript of the store pages from the build's manifest;
// Lighthouse 12 (mobile, system Chromium); the app process's resident memory after the load; two
// cluster workers against one; and the ledger benchmark (scripts/bench-ledger.ts). Prints one table
// (figure, target, measured, ratio, status) and writes bench/results/latest.json.
//
// Needs PostgreSQL: BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres (a scratch
// database is created beside it and dropped afterwards). Every process it starts, and the scratch
// database, are removed at the end, on failure and on Ctrl-C. Not part of `npm test`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import autocannon from "autocannon";
import postgres from "postgres";
import { matchRoutes } from "react-router";

import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { parseFlags } from "./flags.mjs";
import { signIn } from "./sign-in.mjs";
import { npmStartArgs } from "./start-args.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

const flags = parseFlags(
  "bench",
  "npm run bench [-- --no-build --quick --duration 8 --warmup 3 --rounds 2 --connections 10 --port 3300 --store default --pages dashboard,storeMember --no-workers --lighthouse-runs 1 --no-lighthouse --no-ledger --check]",
  {
    build: { type: "boolean", default: true },
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    warmup: { type: "string" },
    rounds: { type: "string", default: "2" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3300" },
    store: { type: "string", default: "default" },
    pages: { type: "string" },
    workers: { type: "boolean", default: true },
    "lighthouse-runs": { type: "string", default: "3" },
    lighthouse: { type: "boolean", default: true },
    ledger: { type: "boolean", default: true },
    check: { type: "boolean", default: false },
  },
);
const duration = Number(flags.duration ?? (flags.quick ? 3 : 8));
const warmup = Number(flags.warmup ?? (flags.quick ? 1 : 3));
const rounds = Number(flags.rounds);
const connections = Number(flags.connections);
const basePort = Number(flags.port);
const lighthouseRuns = Number(flags["lighthouse-runs"]);
const store = flags.store;
/** Only these pages beside the floor (`--pages dashboard,storeMember`): the other figures are left out. */
const onlyPages = flags.pages?.split(",").map((key) => key.trim());
const pageKeys = ["storeProducts", "product", "storeHome", "dashboard", "storeMember", "api"];
for (const key of onlyPages ?? []) {
  if (!pageKeys.includes(key)) fail(`--pages: no page "${key}" (one of ${pageKeys.join(", ")})`);
}
const warmRequests = flags.quick ? 30 : 150;
const ledgerTransfers = process.env.BENCH_TRANSFERS ?? (flags.quick ? "4000" : "20000");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
for (const [name, value] of Object.entries({ duration, warmup, rounds, connections, port: basePort, lighthouseRuns })) {
  if (!Number.isFinite(value) || value < (name === "warmup" ? 0 : 1)) fail(`--${name} must be a positive number`);
}

// Ports: the app, the floor app, the two-worker app, Chromium's debugging port.
const ports = { app: basePort, floor: basePort + 1, cluster: basePort + 2, chrome: basePort + 9 };
const appBase = `http://127.0.0.1:${ports.app}`;
const floorBase = `http://127.0.0.1:${ports.floor}`;
const clusterBase = `http://127.0.0.1:${ports.cluster}`;
/** The app is started as `npm start` starts it (its Node flags: the heap cap), so RSS reads as in production. */
const startArgs = npmStartArgs(root);
const member = { email: "member@example.com", password: "Member#2026pass" };

const resultsDir = path.join(root, "bench/results");
const logsDir = path.join(resultsDir, "logs");
rmSync(logsDir, { recursive: true, force: true });
mkdirSync(logsDir, { recursive: true });

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}
/** The path of a package's command (its package.json `bin`), to run it with this Node. */
function binOf(pkg, name) {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifest, "utf8"));
  return path.join(path.dirname(manifest), typeof bin === "string" ? bin : bin[name]);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const tail = (file, chars = 3000) => (existsSync(file) ? readFileSync(file, "utf8").slice(-chars) : "");

// ---------------------------------------------------------------------------------------------
// Processes and clean-up. Every child runs in its own process group (detached), so that stopping
// it stops what it started too (cluster workers, tsx's child, vite's esbuild); Ctrl-C reaches only
// this process, which then stops them all and drops the scratch database.
// ---------------------------------------------------------------------------------------------
const children = new Set();
let chrome;
let dbName;
let dataDir;

function startProcess(name, command, args, { cwd = root, env = process.env } = {}) {
  const logFile = path.join(logsDir, `${name}.log`);
  const fd = openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  const entry = { name, child, logFile };
  entry.exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  child.once("error", (error) => console.error(`bench: ${name}: ${error.message}`));
  children.add(entry);
  void entry.exited.then(() => {
    // The group may outlive its leader (a cluster worker): it is killed in stopProcess.
    if (!entry.stopping) children.delete(entry);
  });
  return entry;
}

const alive = (entry) => entry.child.exitCode === null && entry.child.signalCode === null;

function killGroup(entry, signal) {
  try {
    process.kill(-entry.child.pid, signal);
  } catch {
    // the group is gone
  }
}

async function stopProcess(entry, graceMs = 15_000) {
  entry.stopping = true;
  if (alive(entry)) {
    killGroup(entry, "SIGTERM");
    await Promise.race([entry.exited, sleep(graceMs)]);
  }
  killGroup(entry, "SIGKILL");
  children.delete(entry);
}

/** Runs a command to its end (its output in the log folder); throws on a non-zero exit. */
async function run(name, command, args, options) {
  const entry = startProcess(name, command, args, options);
  const { code, signal } = await entry.exited;
  children.delete(entry);
  if (code !== 0)
    throw new Error(`${name} failed (${signal ?? `exit code ${code}`}), log ${entry.logFile}:\n${tail(entry.logFile)}`);
}

async function dropDatabase() {
  if (!dbName) return;
  const name = dbName;
  dbName = undefined;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
  } catch (error) {
    console.error(`bench: could not drop the scratch database ${name}: ${error.message}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

let cleaning;
/** Set on Ctrl-C: no new load starts while everything is being stopped. */
let aborting = false;
function cleanup() {
  cleaning ??= (async () => {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    await Promise.all([...children].map((entry) => stopProcess(entry, 10_000)));
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (cleaning) {
      // A second Ctrl-C: no more waiting.
      for (const entry of children) killGroup(entry, "SIGKILL");
      process.exit(130);
    }
    aborting = true;
    console.error(`\nbench: ${signal}, stopping every process and dropping the scratch database…`);
    void cleanup().finally(() => process.exit(130));
  });
}
// Last resort (an exit from anywhere): nothing started here survives this process.
process.on("exit", () => {
  for (const entry of children) killGroup(entry, "SIGKILL");
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
});

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The environment of an app process: only what the bench sets, nothing inherited about databases. */
function appEnv(port, workers, databaseUrl) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|WEB_CONCURRENCY|SMTP_URL|APP_URL|DATA_DIR|TRUST_PROXY|SEED_DEMO|S3_.*)$/.test(key))
      delete env[key];
  }
  return {
    ...env,
    NODE_ENV: "production",
    PORT: String(port),
    WEB_CONCURRENCY: String(workers),
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
  };
}

/** Waits until `count` processes of the app logged that they listen; returns their pids. */
async function waitForListeners(entry, count, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pids = new Set();
    for (const line of readFileSync(entry.logFile, "utf8").split("\n")) {
      if (!line.startsWith("{") || !line.includes('"listening on')) continue;
      try {
        pids.add(JSON.parse(line).pid);
      } catch {
        // a line being written
      }
    }
    if (pids.size >= count) return [...pids];
    if (!alive(entry)) throw new Error(`${entry.name} exited before listening:\n${tail(entry.logFile)}`);
    if (Date.now() > deadline) throw new Error(`${entry.name} did not start in time:\n${tail(entry.logFile)}`);
    await sleep(200);
  }
}

async function waitForHttp(entry, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (!alive(entry)) throw new Error(`${entry.name} exited:\n${tail(entry.logFile)}`);
    if (Date.now() > deadline) throw new Error(`${entry.name} did not answer ${url} in time:\n${tail(entry.logFile)}`);
    await sleep(200);
  }
}

/** Resident and peak resident memory of a process, in MB (from /proc/<pid>/status). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { pid, rssMb: kb("VmRSS") / 1024, peakRssMb: kb("VmHWM") / 1024 };
}

// ---------------------------------------------------------------------------------------------
// First-load JavaScript from React Router's client manifest: the entry, and for every route the
// URL matches (root, layouts, the page) its module and the chunks it imports, each file once.
// ---------------------------------------------------------------------------------------------
function clientManifest(buildDir) {
  const serverBuild = readFileSync(path.join(buildDir, "server/index.js"), "utf8");
  // Named in the server build, or (route discovery "initial") the one manifest file of the client build.
  const named = /\/assets\/manifest-[0-9a-f]+\.js/.exec(serverBuild)?.[0];
  const files = readdirSync(path.join(buildDir, "client/assets")).filter((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  const file = named ?? (files.length === 1 ? `/assets/${files[0]}` : undefined);
  if (!file) throw new Error(`no client manifest named in ${buildDir}/server/index.js`);
  const text = readFileSync(path.join(buildDir, "client", file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

function routeTree(manifest) {
  const byParent = new Map();
  for (const route of Object.values(manifest.routes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: r.index ? undefined : build(r.id),
    }));
  return build(undefined);
}

function firstLoadJs(buildDir, manifest, pathname) {
  const matches = matchRoutes(routeTree(manifest), pathname);
  if (!matches) throw new Error(`no route of the manifest matches ${pathname}`);
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const match of matches) {
    const route = manifest.routes[match.route.id];
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const sizes = [...files].map((file) => {
    const bytes = readFileSync(path.join(buildDir, "client", file));
    const brotli = brotliCompressSync(bytes, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    });
    return { file, rawKb: bytes.length / 1000, gzipKb: gzipSync(bytes).length / 1000, brotliKb: brotli.length / 1000 };
  });
  const sum = (key) => sizes.reduce((n, s) => n + s[key], 0);
  return {
    pathname,
    routes: matches.map((m) => m.route.id),
    files: sizes.map((s) => s.file),
    rawKb: sum("rawKb"),
    gzipKb: sum("gzipKb"),
    brotliKb: sum("brotliKb"),
    largest: [...sizes].sort((a, b) => b.gzipKb - a.gzipKb),
  };
}

/** The scripts a served page asks for (modulepreload links): a check on the manifest's answer. */
function preloadedScripts(html) {
  return [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
}

// ---------------------------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------------------------
/** The machine's CPU time so far, busy and in all, in clock ticks (/proc/stat's first line; null off Linux). */
function machineTicks() {
  try {
    const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n", 1)[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, all: busy + idle + iowait };
  } catch {
    return null;
  }
}

async function load(url, seconds, headers = {}) {
  if (aborting) throw new Error("stopped");
  const before = machineTicks();
  const result = await autocannon({ url, connections, duration: seconds, headers, timeout: 20 });
  const after = machineTicks();
  return {
    // How many of the machine's cores were busy, on average, while the load ran: the app, PostgreSQL,
    // autocannon and whatever else runs here.
    busyCores: before && after ? (cpus().length * (after.busy - before.busy)) / (after.all - before.all) : NaN,
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/**
 * Warm-up until steady: at least `warmup` seconds and `minRequests` answered (V8 optimises the
 * render path only after some hundreds of requests), then on until a 3-second sample no longer beats
 * the best before it by 5 % (a cluster's workers each see a share of the requests and take longer to
 * get there: measured cold, the second worker looked like a fraction of one), at most 10 s (quick)
 * or 30 s.
 */
async function warmUp(url, headers, minRequests) {
  const started = Date.now();
  const maxMs = (flags.quick ? 10 : 30) * 1000;
  let answered = 0;
  while ((Date.now() - started < warmup * 1000 || answered < minRequests) && Date.now() - started < maxMs) {
    answered += (await load(url, 1, headers)).requests;
  }
  let best = 0;
  while (Date.now() - started < maxMs) {
    const sample = await load(url, 3, headers);
    answered += sample.requests;
    if (best > 0 && sample.rps < best * 1.05) break;
    best = Math.max(best, sample.rps);
  }
  return answered;
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarise(samples) {
  const rps = samples.map((s) => s.rps);
  const p99 = samples.map((s) => s.p99);
  return {
    rps: mean(rps),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    p99: Math.max(...p99),
    p99Min: Math.min(...p99),
    p50: mean(samples.map((s) => s.p50)),
    busyCores: mean(samples.map((s) => s.busyCores)),
    failed: samples.reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0),
    rounds: samples,
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse 12, mobile (its defaults: a mid-range phone, simulated slow 4G and 4× CPU slowdown)
// ---------------------------------------------------------------------------------------------
async function lighthouseScores(pages) {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const categories = ["performance", "accessibility", "best-practices", "seo"];
  const results = {};
  for (const page of pages) {
    // A fresh browser (and profile) per page: cookies a store page set must not stand in for the
    // signed-in page's own Cookie header (Chromium then sent its jar, and the dashboard ended on the login page).
    chrome = await launch({
      chromePath: chromiumPath,
      port: ports.chrome,
      handleSIGINT: false,
      logLevel: "silent",
      chromeFlags: ["--headless=new", ...chromiumFlags],
    });
    try {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          extraHeaders: page.headers ?? null,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A page that sent Lighthouse elsewhere (the login page, a session gone) was not the page audited.
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(page.url).pathname)
          throw new Error(`Lighthouse on ${page.url} ended on ${lhr.finalDisplayedUrl}`);
        const requests = lhr.audits["network-requests"]?.details?.items ?? [];
        const failing = Object.fromEntries(
          categories.map((c) => [
            c,
            lhr.categories[c].auditRefs
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => ref.id),
          ]),
        );
        runs.push({
          finalUrl: lhr.finalDisplayedUrl,
          scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
          metrics: {
            fcpMs: lhr.audits["first-contentful-paint"]?.numericValue,
            lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue,
            tbtMs: lhr.audits["total-blocking-time"]?.numericValue,
            cls: lhr.audits["cumulative-layout-shift"]?.numericValue,
            speedIndexMs: lhr.audits["speed-index"]?.numericValue,
          },
          scriptTransferKb:
            requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1000,
          totalTransferKb: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1000,
          failingAudits: failing,
        });
      }
      // The run with the median performance score stands for the page.
      const perf = median(runs.map((r) => r.scores.performance));
      results[page.key] = { ...runs.find((r) => r.scores.performance === perf), runs: runs.length > 1 ? runs : undefined };
      const s = results[page.key].scores;
      say(`Lighthouse ${page.label}: ${s.performance} / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}`);
    } finally {
      // The next page's browser takes the same debugging port: wait until this one has let it go.
      const gone = chrome.process.exitCode === null ? new Promise((resolve) => chrome.process.once("exit", resolve)) : null;
      chrome.kill();
      await gone;
      chrome = undefined;
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------
const report = {
  date: new Date().toISOString(),
  commit: undefined,
  node: process.version,
  cpus: cpus().length,
  loadAverageAtStart: loadavg(),
  options: {
    duration,
    warmup,
    warmRequests,
    rounds,
    connections,
    store,
    lighthouseRuns,
    ledgerTransfers: Number(ledgerTransfers),
  },
};

async function main() {
  // PostgreSQL first: nothing else is worth doing without it.
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 1 });
    fail(`needs PostgreSQL at ${adminUrl} (set BENCH_DATABASE_URL): ${error.message}`);
  }
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) fail(`port ${port} (${name}) is in use: stop what listens there or pass --port`);
  }
  if (flags.lighthouse && !existsSync(chromiumPath))
    fail(`no Chromium at ${chromiumPath} (set CHROMIUM_PATH, or --no-lighthouse)`);

  report.commit = await new Promise((resolve) => {
    const git = spawn("git", ["describe", "--always", "--dirty"], { cwd: root });
    let out = "";
    git.stdout.on("data", (chunk) => (out += chunk));
    git.on("close", () => resolve(out.trim() || undefined));
    git.on("error", () => resolve(undefined));
  });

  // ---- builds ----
  if (flags.build) {
    say("building the app (npm run build)…");
    await run("build-app", "npm", ["run", "build"]);
  } else if (!existsSync(path.join(root, "build/server/index.js"))) {
    fail("--no-build, but there is no build: run npm run build");
  }
  say("building the floor app (bench/floor)…");
  await run("build-floor", process.execPath, [binOf("@react-router/dev", "react-router"), "build", "bench/floor"]);

  // ---- first-load JavaScript, from the manifests ----
  const appBuild = path.join(root, "build");
  const floorBuild = path.join(root, "bench/floor/build");
  const appManifest = clientManifest(appBuild);
  const floorManifest = clientManifest(floorBuild);

  // ---- scratch database and the servers ----
  dbName = `bench_${process.pid}_${randomBytes(3).toString("hex")}`;
  await admin.unsafe(`create database "${dbName}"`);
  await admin.end({ timeout: 5 });
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "cct-bench-"));

  say(`starting the app on ${appBase} (migrations and demo data on ${dbName})…`);
  const app = startProcess("app", process.execPath, startArgs, { env: appEnv(ports.app, 1, dbUrl.toString()) });
  const [appPid] = await waitForListeners(app, 1);
  say("starting the floor app and a two-worker app on the same database…");
  const floorEnv = { ...process.env, NODE_ENV: "production", PORT: String(ports.floor) };
  const floor = startProcess(
    "floor",
    process.execPath,
    [binOf("@react-router/serve", "react-router-serve"), "./build/server/index.js"],
    { cwd: path.join(root, "bench/floor"), env: floorEnv },
  );
  const cluster = flags.workers
    ? startProcess("app-2-workers", process.execPath, startArgs, { env: appEnv(ports.cluster, 2, dbUrl.toString()) })
    : undefined;
  await waitForHttp(floor, `${floorBase}/products`);
  const clusterPids = cluster ? await waitForListeners(cluster, 2) : [];

  // ---- what is measured, checked once before any load ----
  const products = await (await fetch(`${appBase}/api/store/${store}/products`)).json();
  const productId = products?.data?.[0]?.id;
  if (!productId) throw new Error(`the store "${store}" has no published product: ${JSON.stringify(products).slice(0, 200)}`);
  const cookie = await signIn(appBase, member);
  const targets = [
    { key: "floor", label: "bare grid page (floor app)", url: `${floorBase}/products` },
    { key: "storeProducts", label: "store products page", url: `${appBase}/store/${store}/products` },
    { key: "product", label: "product page", url: `${appBase}/store/${store}/products/${productId}` },
    { key: "storeHome", label: "store home", url: `${appBase}/store/${store}` },
    { key: "dashboard", label: "dashboard (signed in)", url: `${appBase}/dashboard`, headers: { cookie } },
    {
      key: "storeMember",
      label: "store products page (signed in)",
      url: `${appBase}/store/${store}/products`,
      headers: { cookie },
    },
    { key: "api", label: "JSON store products API", url: `${appBase}/api/store/${store}/products` },
  ].filter((t) => t.key === "floor" || !onlyPages || onlyPages.includes(t.key));
  const pages = {};
  for (const target of targets) {
    const response = await fetch(target.url, { redirect: "manual", headers: target.headers });
    const body = await response.text();
    const type = response.headers.get("content-type") ?? "";
    const expected = target.key === "api" ? "application/json" : "text/html";
    if (response.status !== 200 || !type.includes(expected))
      throw new Error(`${target.label} (${target.url}) answered ${response.status} ${type}, expected 200 ${expected}`);
    pages[target.key] = { url: target.url, bytes: Buffer.byteLength(body), html: type.includes("text/html") ? body : "" };
  }

  const firstLoad = {};
  const firstLoadPages = [
    ["storeHome", `/store/${store}`],
    ["storeProducts", `/store/${store}/products`],
    ["product", `/store/${store}/products/${productId}`],
    ["dashboard", "/dashboard"],
  ];
  for (const [key, pathname] of firstLoadPages) {
    if (!pages[key]) continue;
    const computed = firstLoadJs(appBuild, appManifest, pathname);
    const served = preloadedScripts(pages[key].html);
    const missing = served.filter((f) => !computed.files.includes(f));
    const extra = computed.files.filter((f) => !served.includes(f));
    firstLoad[key] = { ...computed, preloadedNotCounted: missing, countedNotPreloaded: extra };
    if (missing.length || extra.length)
      say(
        `note: ${pathname} preloads ${missing.length} script(s) the count from the manifest lacks, ` +
          `and not ${extra.length} it has (bench/results/latest.json lists them)`,
      );
  }
  firstLoad.floor = firstLoadJs(floorBuild, floorManifest, "/products");
  if (!onlyPages) report.firstLoad = firstLoad;

  // ---- warm-up, then interleaved rounds ----
  say(`warming up (at least ${warmup} s and ${warmRequests} requests per page)…`);
  for (const target of targets) await warmUp(target.url, target.headers, warmRequests);
  // A server that died under load is a failed run, whatever autocannon counted.
  const assertAlive = () => {
    for (const entry of [app, floor, cluster].filter(Boolean)) {
      if (!entry.stopping && !alive(entry)) throw new Error(`${entry.name} exited under load:\n${tail(entry.logFile)}`);
    }
  };
  const samples = Object.fromEntries(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const sample = await load(target.url, duration, target.headers);
      samples[target.key].push(sample);
      assertAlive();
      const failed = sample.non2xx + sample.errors + sample.timeouts;
      say(
        `round ${round}/${rounds} ${target.label}: ${sample.rps.toFixed(1)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms` +
          (failed ? `, ${failed} FAILED` : ""),
      );
    }
  }
  report.http = Object.fromEntries(targets.map((t) => [t.key, { label: t.label, url: t.url, ...summarise(samples[t.key]) }]));

  // ---- two workers against one, on the store products page as a signed-in member ----
  if (cluster) await twoWorkers();

  // ---- Lighthouse (on the whole set of pages only) ----
  if (flags.lighthouse && !onlyPages) {
    say(`Lighthouse 12, mobile (${lighthouseRuns} run(s) per page)…`);
    report.lighthouse = await lighthouseScores([
      { key: "storeHome", label: "store home", url: pages.storeHome.url },
      { key: "product", label: "product page", url: pages.product.url },
      { key: "dashboard", label: "dashboard (signed in)", url: pages.dashboard.url, headers: { Cookie: cookie } },
    ]);
  }

  // ---- memory of the app process after all of it ----
  report.memory = memoryOf(appPid);
  report.memory.floor = memoryOf(floor.child.pid);
  say(`app process ${appPid}: ${report.memory.rssMb.toFixed(0)} MB resident (peak ${report.memory.peakRssMb.toFixed(0)} MB)`);
  await Promise.all([stopProcess(app), stopProcess(floor)]);

  // ---- the ledger ----
  if (flags.ledger) {
    say(`ledger bench (scripts/bench-ledger.ts, ${ledgerTransfers} transfers per scenario on PostgreSQL)…`);
    const jsonFile = path.join(logsDir, "ledger.json");
    try {
      await run("ledger", process.execPath, [binOf("tsx", "tsx"), "scripts/bench-ledger.ts"], {
        env: { ...process.env, DATABASE_URL: adminUrl, BENCH_TRANSFERS: ledgerTransfers, BENCH_LEDGER_JSON: jsonFile },
      });
    } catch (error) {
      // Broken invariants end the ledger bench with exit code 1 after it wrote its rows: they are reported.
      if (!existsSync(jsonFile)) throw error;
    }
    report.ledger = JSON.parse(readFileSync(jsonFile, "utf8"));
  }

  async function twoWorkers() {
    // A visitor's page is a page-cache hit: one process already answers as fast as autocannon, on
    // the same two cores, can ask, and a second worker has nothing to add. A member's page is rendered
    // every time: the work a second process can share.
    say("two workers against one: store products page, signed in…");
    const storeUrl = (base) => `${base}/store/${store}/products`;
    const member = { cookie };
    await warmUp(storeUrl(appBase), member, warmRequests);
    await warmUp(storeUrl(clusterBase), member, warmRequests * 2);
    const scale = { one: [], two: [] };
    for (let round = 1; round <= rounds; round++) {
      scale.one.push(await load(storeUrl(appBase), duration, member));
      scale.two.push(await load(storeUrl(clusterBase), duration, member));
      assertAlive();
      const failed = [scale.one.at(-1), scale.two.at(-1)].reduce((n, s) => n + s.non2xx + s.errors + s.timeouts, 0);
      say(
        `round ${round}/${rounds}: 1 worker ${scale.one.at(-1).rps.toFixed(1)} req/s, 2 workers ${scale.two.at(-1).rps.toFixed(1)} req/s` +
          (failed ? `, ${failed} FAILED` : ""),
      );
    }
    const workerPids = clusterPids.filter((pid) => existsSync(`/proc/${pid}`));
    report.scale = {
      one: summarise(scale.one),
      two: summarise(scale.two),
      workerMemory: workerPids.map(memoryOf),
    };
    await stopProcess(cluster);
  }
}

// ---------------------------------------------------------------------------------------------
// The table
// ---------------------------------------------------------------------------------------------
const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "—");
const range = (s) => (rounds > 1 ? ` (${fmt(s.rpsMin, 1)}–${fmt(s.rpsMax, 1)})` : "");

function tableRows() {
  const rows = [];
  const row = (figure, target, measured, ratio, met) =>
    rows.push({
      figure,
      target,
      measured,
      ratio,
      status: met === undefined ? "" : met === null ? "reference" : met ? "met" : "not met",
    });
  const h = report.http;
  if (h) {
    const floor = h.floor.rps;
    row(
      "bare grid page (floor app) req/s",
      "reference",
      `${fmt(floor, 1)} req/s${range(h.floor)}, p99 ${fmt(h.floor.p99)} ms`,
      "",
      null,
    );
    const ratioRow = (key, target) => {
      if (!h[key]) return;
      const r = h[key].rps / floor;
      row(
        `${h[key].label} req/s ÷ bare grid page`,
        `≥ ${target.toFixed(2)}`,
        `${fmt(h[key].rps, 1)} req/s${range(h[key])}`,
        fmt(r, 2),
        r >= target,
      );
    };
    const p99Row = (key) => {
      if (!h[key]) return;
      row(
        `${h[key].label} p99`,
        "≤ 50 ms",
        rounds > 1 ? `${fmt(h[key].p99Min)}–${fmt(h[key].p99)} ms` : `${fmt(h[key].p99)} ms`,
        "",
        h[key].p99 <= 50,
      );
    };
    ratioRow("storeProducts", 0.7);
    p99Row("storeProducts");
    ratioRow("product", 0.6);
    ratioRow("storeHome", 0.6);
    // Members never get the kept pages: issue 32 asks their pages at 0.80 of the floor.
    ratioRow("dashboard", 0.8);
    p99Row("dashboard");
    ratioRow("storeMember", 0.8);
    p99Row("storeMember");
    if (h.api && h.storeProducts) {
      const apiRatio = h.api.rps / h.storeProducts.rps;
      row(
        "JSON store products API req/s ÷ store products page",
        "≥ 1.50",
        `${fmt(h.api.rps, 1)} req/s${range(h.api)}`,
        fmt(apiRatio, 2),
        apiRatio >= 1.5,
      );
    }
  }
  const f = report.firstLoad;
  if (f) {
    for (const [key, label] of [
      ["storeHome", "store home"],
      ["storeProducts", "store products page"],
      ["product", "product page"],
    ]) {
      // Judged on the brotli count: the one that gives the issue's "about 99 kB" for the framework's
      // template (decision 166); the gzip count, by which the template alone is 113 kB, beside it.
      row(
        `first-load JS, ${label}`,
        "≤ 110 kB brotli",
        `${fmt(f[key].brotliKb, 1)} kB brotli (gzip ${fmt(f[key].gzipKb, 1)} kB, ${f[key].files.length} files)`,
        fmt(f[key].brotliKb / f.floor.brotliKb, 2),
        f[key].brotliKb <= 110,
      );
    }
    row(
      "first-load JS, bare grid page (floor app)",
      "reference",
      `${fmt(f.floor.brotliKb, 1)} kB brotli (gzip ${fmt(f.floor.gzipKb, 1)} kB)`,
      "",
      null,
    );
  }
  const l = report.lighthouse;
  if (l) {
    for (const [key, label] of [
      ["storeHome", "store home"],
      ["product", "product page"],
      ["dashboard", "dashboard (signed in)"],
    ]) {
      const s = l[key].scores;
      const met = s.performance >= 95 && s.accessibility >= 100 && s["best-practices"] >= 95 && s.seo >= 95;
      row(
        `Lighthouse mobile perf / a11y / best practices / SEO, ${label}`,
        "≥ 95 / 100 / 95 / 95",
        `${s.performance} / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}`,
        "",
        met,
      );
    }
  }
  if (report.memory)
    row(
      "resident memory of the app process after the bench",
      "≤ 300 MB",
      `${fmt(report.memory.rssMb)} MB (peak ${fmt(report.memory.peakRssMb)} MB)`,
      "",
      report.memory.rssMb <= 300,
    );
  if (report.scale) {
    const r = report.scale.two.rps / report.scale.one.rps;
    // Issue 32 raised it from 1.5 to 1.7.
    row(
      "2 worker processes ÷ 1, store products page (signed in) req/s",
      "≥ 1.70",
      `${fmt(report.scale.two.rps, 1)} vs ${fmt(report.scale.one.rps, 1)} req/s`,
      fmt(r, 2),
      r >= 1.7,
    );
    // Two workers can add only the cores one worker's rounds left idle (decision 287).
    const ceiling = Math.min(2, cpus().length / report.scale.one.busyCores);
    row(
      "the host's ceiling for it: cores ÷ cores busy with one worker",
      "reference",
      `${fmt(report.scale.one.busyCores, 2)} of ${cpus().length} cores busy with 1 worker, ${fmt(report.scale.two.busyCores, 2)} with 2`,
      fmt(ceiling, 2),
      null,
    );
  }
  const ledger = report.ledger;
  if (ledger) {
    for (const [scenario, label, target] of [
      ["spread", "spread", 2000],
      ["hot", "80 % on one hot account", 1000],
    ]) {
      const r = ledger.rows.find((x) => x.driver === "PostgreSQL" && x.scenario === scenario);
      if (!r) continue;
      row(
        `ledger transfers/s on PostgreSQL, ${label}`,
        `≥ ${target.toLocaleString("en-US")}/s`,
        `${fmt(r.perSecond)}/s (p99 ${fmt(r.p99, 1)} ms)`,
        "",
        r.perSecond >= target,
      );
    }
    row("ledger invariants after the bench", "hold", ledger.invariantsHold ? "hold" : "BROKEN", "", ledger.invariantsHold);
  }
  return rows;
}

function printTable(rows) {
  const header = ["figure", "target", "measured", "ratio", "status"];
  const cells = rows.map((r) => [r.figure, r.target, r.measured, r.ratio, r.status]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  console.log(`\n${line(header)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const c of cells) console.log(line(c));
}

/** What stands behind the figures that miss: the largest scripts, the audits Lighthouse marked down. */
function printNotes() {
  const notes = [];
  const f = report.firstLoad?.storeProducts;
  if (f) {
    const top = f.largest
      .slice(0, 5)
      .map((s) => `${path.basename(s.file)} ${fmt(s.gzipKb, 1)}`)
      .join(", ");
    notes.push(`largest first-load scripts of the store products page (kB gzipped): ${top}`);
  }
  for (const [key, result] of Object.entries(report.lighthouse ?? {})) {
    const missed = Object.entries(result.failingAudits)
      .filter(([category, audits]) => category !== "performance" && audits.length > 0)
      .map(([category, audits]) => `${category}: ${audits.join(", ")}`);
    const m = result.metrics;
    notes.push(
      `Lighthouse ${key}: FCP ${fmt(m.fcpMs)} ms, LCP ${fmt(m.lcpMs)} ms, TBT ${fmt(m.tbtMs)} ms, CLS ${fmt(m.cls, 3)}, ` +
        `scripts transferred ${fmt(result.scriptTransferKb, 1)} kB` +
        (missed.length ? `; marked down: ${missed.join("; ")}` : ""),
    );
  }
  if (notes.length) console.log(`\n${notes.map((n) => `- ${n}`).join("\n")}`);
}

let failure;
try {
  await main();
} catch (error) {
  failure = error;
}
await cleanup();
const rows = tableRows();
report.table = rows;
if (failure) report.error = String(failure.stack ?? failure);
mkdirSync(resultsDir, { recursive: true });
const json = JSON.stringify(report, null, 2);
writeFileSync(path.join(resultsDir, "latest.json"), json);
writeFileSync(path.join(resultsDir, `bench-${report.date.replace(/[:.]/g, "-")}.json`), json);
for (const old of readdirSync(resultsDir)
  .filter((f) => /^bench-.*\.json$/.test(f))
  .sort()
  .slice(0, -20))
  rmSync(path.join(resultsDir, old));

if (rows.length) {
  console.log(
    `\n${report.commit ?? ""} · Node ${report.node} · ${report.cpus} CPUs · load average at start ${report.loadAverageAtStart.map((n) => n.toFixed(2)).join(" ")} · ` +
      `autocannon ${connections} connections, ${duration} s × ${rounds} interleaved rounds`,
  );
  printTable(rows);
  printNotes();
  console.log(`\nresults: ${path.relative(root, path.join(resultsDir, "latest.json"))}, logs: ${path.relative(root, logsDir)}/`);
}
const requestFailures = [
  ...Object.values(report.http ?? {}),
  ...(report.scale ? [report.scale.one, report.scale.two] : []),
].reduce((n, s) => n + s.failed, 0);
if (failure) {
  console.error(`\nbench failed: ${failure.stack ?? failure}`);
  process.exit(1);
}
if (requestFailures > 0) {
  console.error(`\nbench: ${requestFailures} requests failed (non-2xx, errors or timeouts): the figures are not to be trusted`);
  process.exit(1);
}
if (report.ledger && !report.ledger.invariantsHold) process.exit(1);
if (flags.check && rows.some((r) => r.status === "not met")) process.exit(1);
