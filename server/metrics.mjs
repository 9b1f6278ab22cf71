// GET /metrics: Prometheus's text format, from prom-client's default registry. The app's build adds
// its own figures to the same registry (app/infra/metrics.server.ts: ledger, mails, rate limits,
// queues); this file adds the requests, the page cache and Node's own. In a cluster the answering
// worker asks the primary, which sums every worker's (prom-client's AggregatorRegistry).
import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";
import { matchRoutes } from "react-router";

import { routeParts } from "./route-parts.mjs";

const { AggregatorRegistry, Counter, Histogram, collectDefaultMetrics, register } = client;

const requestLabels = ["route", "method", "status_class"];
const requests = new Counter({ name: "http_requests_total", help: "Answered requests.", labelNames: requestLabels });
const durations = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request.",
  labelNames: requestLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
const pageCache = new Counter({
  name: "cct_page_cache_total",
  help: "Anonymous store pages: kept answers served (hit) and pages rendered to be kept (miss).",
  labelNames: ["result"],
});

export const countPageCache = (result) => pageCache.inc({ result });

/** Starts Node's default figures (memory, event loop lag, GC) in an app process. */
export function startProcessMetrics() {
  collectDefaultMetrics();
  // prom-client answers the primary's requests for a worker's figures once an AggregatorRegistry
  // exists in the worker too.
  if (cluster.isWorker) new AggregatorRegistry();
}

/**
 * The route id a path is answered by (`vi/` dropped: one series per page, not per language), found
 * among the routes of its first segment only (./route-parts.mjs), so matching stays cheap.
 */
export function routeNamer(routes) {
  const parts = routeParts(routes);
  const trees = new Map();
  const treeOf = (part) => {
    if (!trees.has(part)) {
      const ids = new Set(parts.idsOf(part));
      const nodeOf = (id) => ({
        id,
        path: routes[id].path,
        index: routes[id].index,
        caseSensitive: routes[id].caseSensitive,
        children: Object.values(routes)
          .filter((route) => route.parentId === id && ids.has(route.id))
          .map((route) => nodeOf(route.id)),
      });
      trees.set(part, [nodeOf("root")]);
    }
    return trees.get(part);
  };
  const name = (pathname) => {
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(treeOf(parts.partOf(pathname)), path);
    const id = matches?.at(-1)?.route.id;
    return !id || id === "root" ? "unmatched" : id.replace(/^vi\//, "");
  };
  // matchRoutes ranks and compiles the part's routes again on every call: 3 % of a signed-in page's
  // CPU under load (issue 32). A path is named once; the map is emptied when full, so paths made up
  // by clients (ids, probes) cannot make it grow.
  const named = new Map();
  return (pathname) => {
    if (pathname.startsWith("/assets/")) return "assets";
    let route = named.get(pathname);
    if (route === undefined) {
      route = name(pathname);
      if (named.size >= maxNamedPaths) named.clear();
      named.set(pathname, route);
    }
    return route;
  };
}

/** Paths whose route name is remembered (routeNamer). */
const maxNamedPaths = 2_000;

const methods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request under its route, method and status class (2xx, 4xx…). */
export function observeRequest(route, method, status, seconds) {
  // A client chooses the method: any other word is one series, not one each.
  const labels = { route, method: methods.has(method) ? method : "other", status_class: `${Math.floor(status / 100)}xx` };
  requests.inc(labels);
  durations.observe(labels, seconds);
}

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may scrape: with METRICS_TOKEN, whoever sends it as a bearer token; without it, a client on
 * this machine only, and not one a local reverse proxy forwards for (X-Forwarded-For).
 */
function mayScrape(req, token) {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? "");
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  return loopback.has(req.socket.remoteAddress ?? "") && req.headers["x-forwarded-for"] === undefined;
}

/** In a worker: the cluster's sums, asked of the primary (see `answerMetricsRequests`). */
function clusterMetrics() {
  return new Promise((resolve, reject) => {
    const id = `${process.pid}-${Date.now()}-${Math.random()}`;
    const timer = setTimeout(() => {
      process.off("message", onMessage);
      reject(new Error("the primary did not answer with the metrics"));
    }, 5_000);
    function onMessage(message) {
      if (message?.cct !== "metrics" || message.id !== id) return;
      clearTimeout(timer);
      process.off("message", onMessage);
      if (message.error) reject(new Error(message.error));
      else resolve(message.text);
    }
    process.on("message", onMessage);
    process.send({ cct: "metrics?", id });
  });
}

/** Answers GET /metrics and resolves true; false for any other request. */
export async function metricsAnswer(req, res, token) {
  if ((req.url ?? "").split("?")[0] !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (!mayScrape(req, token)) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found");
    return true;
  }
  const text = cluster.isWorker ? await clusterMetrics() : await register.metrics();
  res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" }).end(text);
  return true;
}

/** In the cluster's primary: sums the workers' figures when a worker is asked for /metrics. */
export function answerMetricsRequests() {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.cct !== "metrics?") return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ cct: "metrics", id: message.id, text }),
      (error) => worker.isConnected() && worker.send({ cct: "metrics", id: message.id, error: String(error.message) }),
    );
  });
}
