// Production server: migrates (and seeds demo data where it belongs), then serves the built app.
// WEB_CONCURRENCY=N (N > 1, PostgreSQL only): N such processes on one port, under a cluster primary.
import cluster from "node:cluster";
import { createServer } from "node:http";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";

import { embeddedDataDir, openBackupDoor } from "./server/backup-door.mjs";
import { concurrencyOf, reportReadiness, supervise } from "./server/cluster.mjs";
import { healthAnswer, lifecycle } from "./server/health.mjs";
import { reactRouterHandler } from "./server/http.mjs";
import { keptAnswers } from "./server/kept-answers.mjs";
import { logLine, logRequest } from "./server/logging.mjs";
import { countPageCache, metricsAnswer, observeRequest, routeNamer, startProcessMetrics } from "./server/metrics.mjs";
import { redactPath } from "./server/redact-path.mjs";
import { securityHeaderList, securityHeaders } from "./server/security.mjs";

// With WEB_CONCURRENCY > 1 this process is the cluster's primary: it prepares the database once,
// then supervises the workers, each of which runs this file; the primary never gets past these lines
// and never loads the app (server/cluster.mjs).
const processes = cluster.isPrimary ? concurrencyOf(process.env) : 1;
if (processes > 1) await supervise(processes);

const port = Number(process.env.PORT ?? 3000);
const production = process.env.NODE_ENV === "production";
// TRUST_PROXY=1: one reverse proxy of ours in front (a number: that many hops).
const trustProxy = /^(1|true)$/.test(process.env.TRUST_PROXY ?? "") ? 1 : Number(process.env.TRUST_PROXY) || 0;
/** How long a stopping process lets requests under way finish. */
const drainMs = 10_000;

// Nobody reads the log any more (the parent that held the pipe is gone): stop, rather than fail on
// every line, log that failure, and fail again, for ever.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(1);
  });
}

// The port opens first, before the app is even loaded: while the database is migrated and seeded,
// /healthz says the process is alive and /readyz says it is starting (an orchestrator must not kill
// a long migration), and every other request is asked to come back shortly.
let translate;
let serve = (req, res) => {
  res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" });
  res.end(translate?.((req.url ?? "/").split("?")[0], "errors:starting", req.headers["accept-language"]));
};
let readiness;
/** On the embedded database, once it is ready: where `npm run db:backup` gets its copy (decision 251). */
let backupDoor;
const metricsToken = process.env.METRICS_TOKEN || undefined;
const server = createServer((req, res) => {
  healthAnswer(req, res, () => readiness())
    .then((answered) => answered || metricsAnswer(req, res, metricsToken))
    .then((answered) => answered || backupDoor?.answer(req, res))
    .then(
      (answered) => answered || serve(req, res),
      (error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500).end();
      },
    );
});
// A process that cannot listen (the port taken, not allowed) serves nobody: it says why and exits 1
// at once (nothing is open yet), so that whatever supervises it (the cluster's primary, systemd,
// Docker) starts it again.
function cannotListen(error) {
  logLine({ level: "error", msg: `cannot listen on port ${port}: ${error.message}`, port, code: error.code });
  process.exit(1);
}
server.once("error", cannotListen);
await new Promise((resolve) => server.listen(port, resolve));
// From here on a server error is one request's or one connection's, never the process's.
server.off("error", cannotListen);

const build = await import("./build/server/index.js");
const { startup, shutdown, logError, startBackgroundJobs, dumpEmbeddedDatabase } = build.entry.module;
({ translate, readiness } = build.entry.module);

// Last line of defence: a bug must cost one request, never the process and everyone's requests.
process.on("uncaughtException", (error) => logError(error, { source: "uncaughtException" }));
process.on("unhandledRejection", (error) => logError(error, { source: "unhandledRejection" }));

// Migrations and seeding under the database's start-up lock, then listening for the changes other
// processes announce (their caches and this one's stay in step). A process that cannot start
// (database unreachable, a migration failing) exits: whatever supervises it starts it again.
try {
  await startup();
} catch (error) {
  logError(error, { source: "startup" });
  process.exit(1);
}

const embedded = embeddedDataDir(process.env);
if (embedded) backupDoor = openBackupDoor(embedded, server.address().port, dumpEmbeddedDatabase);

const everyAnswer = securityHeaderList({ production });
const app = express();
app.disable("x-powered-by");
if (trustProxy) app.set("trust proxy", trustProxy);
app.use(compression());
app.use(securityHeaders(everyAnswer));

// One JSON line per request, with status and duration; tokens in paths are never written.
app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  // The rate limits read the client address from X-Forwarded-For: the proxy's view when it is
  // trusted, else the socket's (a client cannot choose it).
  req.headers["x-forwarded-for"] = (trustProxy ? req.ip : req.socket.remoteAddress) ?? "unknown";
  res.on("finish", () => logRequest(req.method, req.path, res.statusCode, started));
  next();
});

// `redirect: false`: a folder of static files must never turn a page path into a redirect (/x → /x/).
// A path whose %-escapes decode to nothing (`/%E0%A4%A`) is a bad request, whatever folder it names:
// answered here in the path's language instead of failing deeper down as a 500.
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return plainAnswer(req, res, 400, "errors:badRequest");
  }
  next();
});

// The build wrote brotli and gzip copies of the larger files (vite.config.ts): the one the browser
// accepts is sent as it is, the others are compressed on the way by `compression` above.
const assets = expressStaticGzip("build/client/assets", {
  enableBrotli: true,
  orderPreference: ["br", "gzip"],
  index: false,
  serveStatic: { immutable: true, maxAge: "1y", redirect: false },
});
app.use("/assets", assets);
// The other public files (favicon, robots.txt) all have an extension: page paths skip the disk.
const publicFiles = express.static("build/client", { maxAge: "1h", redirect: false });
app.use((req, res, next) => (/\.\w+$/.test(req.path) ? publicFiles(req, res, next) : next()));

/** An answer made outside React Router: JSON for the API, a small page otherwise. */
function plainAnswer(req, res, status, key) {
  const message = translate(req.path, key, req.headers["accept-language"]);
  if (req.path.startsWith("/api/")) return res.status(status).json({ message });
  const lang = req.path === "/vi" || req.path.startsWith("/vi/") ? "vi" : "en";
  const safe = message.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${status}</title></head><body><main><p>${status}</p><h1>${safe}</h1><a href="${lang === "vi" ? "/vi" : "/"}">${translate(req.path, "errors:backHome")}</a></main></body></html>`,
    );
}

app.all(
  "/{*splat}",
  reactRouterHandler({
    build,
    mode: process.env.NODE_ENV,
    answer: plainAnswer,
  }),
);

// Whatever escaped the app: logged, and answered without internals.
app.use((error, req, res, _next) => {
  // A client's mistake the static files found (a Range past the end, an If-Match that fails): its 4xx.
  const status = Number(error?.status ?? error?.statusCode);
  if (status >= 400 && status < 500 && !res.headersSent) return res.status(status).end();
  logError(error, { url: redactPath(req.path), method: req.method });
  if (res.headersSent) return res.destroy();
  plainAnswer(req, res, 500, "errors:generic");
});

// Kept store pages are answered in front of Express; everything else goes through it (decision 159).
// Every answer is counted for /metrics under the route that made it.
const kept = keptAnswers({ lookupPage: build.entry.module.lookupPage, headers: everyAnswer, trustProxy });
const routeOf = routeNamer(build.routes);
startProcessMetrics();
serve = (req, res) => {
  const started = process.hrtime.bigint();
  res.once("finish", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    observeRequest(routeOf((req.url ?? "/").split("?")[0]), req.method, res.statusCode, seconds);
  });
  return kept(req, res).then(
    (sent) => {
      if (sent) countPageCache("hit");
      return sent || app(req, res);
    },
    (error) => {
      logError(error, { source: "keptAnswers" });
      if (res.headersSent) res.destroy();
      else app(req, res);
    },
  );
};
lifecycle.phase = "serving";
logLine({ msg: `listening on http://localhost:${server.address().port}` });
// The cluster's primary counts a worker as started once it serves, not once it listens.
process.send?.({ cct: "ready" });
reportReadiness(readiness);

// Background work on the database's job queue (decision 254): this process takes mails and jobs,
// and the sweep of expired rows and the ledger check run once per slot for all the processes.
startBackgroundJobs().catch((error) => logError(error, { source: "jobs" }));

// Graceful stop: no new connections, idle ones closed, requests under way given `drainMs` to
// finish (then cut), the database connections closed, exit 0.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  lifecycle.phase = "stopping";
  logLine({ msg: "shutting down", signal });
  const drained = new Promise((resolve) => server.close(resolve));
  // A kept-alive connection becomes idle once its request is answered: close it then.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const cut = setTimeout(() => server.closeAllConnections(), drainMs);
  try {
    await drained;
    clearInterval(idle);
    clearTimeout(cut);
    backupDoor?.close();
    await shutdown();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
